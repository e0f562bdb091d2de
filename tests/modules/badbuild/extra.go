//go:build cortexm &&

package main
