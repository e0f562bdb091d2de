/* cboundary_c.c - the C side of cboundary.go: a C function Go calls, and one that calls back into
 * the Go functions exported with //export (their sync versions). */
int go_square(int x);
int go_step(int x);

int c_add(int a, int b)
{
    return a + b;
}

int c_call_back(int x)
{
    return go_square(x) + go_step(x);
}
