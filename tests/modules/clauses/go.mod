module example.com/clauses

go 1.19
