/* Writes the x264 benchmark's input clip to stdout: raw 8-bit I420 (planar Y, then U and
 * V at half resolution), WIDTH x HEIGHT x FRAMES (argv[1..3], default 320 240 60), from a
 * seeded generator (xorshift64*, argv[4], default 1), so every machine gets the same
 * bytes. Each frame has what an encoder works on: a diagonal gradient drifting right,
 * three textured rectangles moving at different speeds (motion search), a slowly
 * changing colour wash (chroma), and a little noise (residual coding).
 *
 *   clang-22 -O2 genclip.c -o genclip && ./genclip 320 240 60 1 > bench-clip.yuv
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

static unsigned char clamp(int v) { return (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v); }

int main(int argc, char **argv) {
    int w = argc > 1 ? atoi(argv[1]) : 320, h = argc > 2 ? atoi(argv[2]) : 240;
    int frames = argc > 3 ? atoi(argv[3]) : 60;
    state = 0x9E3779B97F4A7C15ULL ^ (uint64_t)(argc > 4 ? atol(argv[4]) : 1);
    if (w <= 0 || h <= 0 || w % 2 || h % 2 || frames <= 0) {
        fprintf(stderr, "genclip: WIDTH and HEIGHT must be even and positive\n");
        return 2;
    }
    unsigned char *y = malloc((size_t)w * h), *u = malloc((size_t)w * h / 4), *v = malloc((size_t)w * h / 4);
    if (!y || !u || !v) return 1;
    /* a fixed texture for the rectangles */
    unsigned char tex[32][32];
    for (int i = 0; i < 32; i++)
        for (int j = 0; j < 32; j++) tex[i][j] = (unsigned char)(next() % 96 + ((i / 8 + j / 8) % 2) * 128);
    for (int f = 0; f < frames; f++) {
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++) y[r * w + c] = (unsigned char)((c + r + 2 * f) * 255 / (w + h + 2 * frames));
        for (int k = 0; k < 3; k++) {
            int size = 24 + 16 * k, x0 = (f * (k + 1) * 3 + 40 * k) % (w - size), y0 = (20 + 60 * k + f * k) % (h - size);
            for (int r = 0; r < size; r++)
                for (int c = 0; c < size; c++) y[(y0 + r) * w + x0 + c] = tex[r % 32][c % 32];
        }
        for (int i = 0; i < w * h; i++) y[i] = clamp(y[i] + (int)(next() % 7) - 3);
        for (int r = 0; r < h / 2; r++)
            for (int c = 0; c < w / 2; c++) {
                u[r * (w / 2) + c] = clamp(128 + (c - w / 4) / 2 + f);
                v[r * (w / 2) + c] = clamp(128 + (r - h / 4) / 2 - f / 2);
            }
        if (fwrite(y, 1, (size_t)w * h, stdout) != (size_t)w * h ||
            fwrite(u, 1, (size_t)w * h / 4, stdout) != (size_t)w * h / 4 ||
            fwrite(v, 1, (size_t)w * h / 4, stdout) != (size_t)w * h / 4)
            return 1;
    }
    free(y);
    free(u);
    free(v);
    return fflush(stdout) != 0;
}
