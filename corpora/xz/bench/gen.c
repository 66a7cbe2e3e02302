/* Writes the xz benchmark's input to stdout: SIZE bytes (argv[1], default 16 MiB) from a
 * seeded generator (xorshift64*, seed argv[2], default 1), so every machine gets the same
 * bytes. It mixes what a compressor meets: English-like text (words drawn with a skewed
 * distribution, punctuation, line breaks), binary records (little-endian counters and
 * small deltas, as in tables and executables), runs, and incompressible noise, in blocks
 * of 4-64 KiB.
 *
 *   clang-22 -O2 gen.c -o gen && ./gen 16777216 1 > bench-input.bin
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t state;

static uint64_t next(void) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ULL;
}

static const char *const words[] = {
    "the", "of", "and", "to", "in", "a", "is", "that", "for", "it", "as", "was", "with",
    "be", "by", "on", "not", "he", "this", "are", "or", "his", "from", "at", "which",
    "but", "have", "an", "had", "they", "you", "were", "their", "one", "all", "we",
    "compression", "dictionary", "encoder", "stream", "block", "filter", "checksum",
    "literal", "match", "distance", "length", "probability", "range", "decoder",
    "optimization", "peephole", "instruction", "register", "benchmark", "synthesis",
};
#define NWORDS (sizeof words / sizeof words[0])

int main(int argc, char **argv) {
    long size = argc > 1 ? atol(argv[1]) : 16L << 20;
    state = 0x9E3779B97F4A7C15ULL ^ (uint64_t)(argc > 2 ? atol(argv[2]) : 1);
    static unsigned char buf[1 << 16];
    long written = 0;
    uint32_t counter = 0;
    while (written < size) {
        long n = 4096 + (long)(next() % (60 * 1024));
        if (n > size - written) n = size - written;
        unsigned kind = (unsigned)(next() % 10);
        long i = 0;
        if (kind < 5) { /* text */
            while (i < n) {
                /* skewed: the product of two uniforms favours small indices */
                uint64_t r = next();
                unsigned w = (unsigned)((((r & 0xffff) * ((r >> 16) & 0xffff)) >> 16) * NWORDS >> 16);
                for (const char *p = words[w % NWORDS]; *p && i < n; p++) buf[i++] = (unsigned char)*p;
                if (i < n) buf[i++] = (r >> 40) % 13 == 0 ? ((r >> 48) % 3 == 0 ? '\n' : '.') : ' ';
            }
        } else if (kind < 8) { /* binary records: counter, small delta, tag */
            while (i + 8 <= n) {
                counter += 1 + (uint32_t)(next() % 3);
                uint32_t delta = (uint32_t)(next() % 17);
                buf[i++] = (unsigned char)counter;
                buf[i++] = (unsigned char)(counter >> 8);
                buf[i++] = (unsigned char)(counter >> 16);
                buf[i++] = (unsigned char)(counter >> 24);
                buf[i++] = (unsigned char)delta;
                buf[i++] = 0;
                buf[i++] = (unsigned char)(0x40 + delta % 4);
                buf[i++] = 0xff;
            }
            while (i < n) buf[i++] = 0;
        } else if (kind < 9) { /* runs */
            while (i < n) {
                unsigned char c = (unsigned char)next();
                long run = 1 + (long)(next() % 200);
                while (run-- && i < n) buf[i++] = c;
            }
        } else { /* noise */
            while (i < n) {
                uint64_t r = next();
                for (int k = 0; k < 8 && i < n; k++) buf[i++] = (unsigned char)(r >> (8 * k));
            }
        }
        if (fwrite(buf, 1, (size_t)n, stdout) != (size_t)n) return 1;
        written += n;
    }
    return fflush(stdout) != 0;
}
