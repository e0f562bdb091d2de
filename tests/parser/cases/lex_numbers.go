package main

var a = 089i + 08.5 + 0_7 + 0x_1F + 1e+ + 0x1p + 0b + 0o8 + 1__2 + 12_
var b = 0x1.8p-3 + 1E9 + 0X.8P1 + 0B1_0 + 0O7_7 + 0.e1 + 1.i + 6_0.0_5e-0_1
var c = 1..2 + .5.x
