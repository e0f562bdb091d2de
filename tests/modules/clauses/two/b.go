package three

func H() {}
