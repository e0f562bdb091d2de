package sub

import "example.com/internal/a/internal/x"

func V() int { return x.V() + 1 }
