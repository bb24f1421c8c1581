// A C file of the app: what it includes is compiled too.
#include "HMChecksum.h"

unsigned int hm_checksum(const char *text) {
    unsigned int sum = 0;
    while (*text) { sum = sum * 31 + (unsigned char)*text++; }
    return sum;
}
