/* broken.c - does not compile */
int f(void) { return undeclared_name; }
