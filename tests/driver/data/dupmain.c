/* dupmain.c - defines corogo_main a second time: the link must fail */
void corogo_main(void) {}
