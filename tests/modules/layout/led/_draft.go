this is not Go: files starting with _ are ignored
