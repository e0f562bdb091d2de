module example.com/badbuild

go 1.19
