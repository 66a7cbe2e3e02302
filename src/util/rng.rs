//! A small deterministic pseudo-random generator (splitmix64) for tests, sampling and
//! the differential tester: reproducible from a seed, no dependency.

use crate::util::apint::ApInt;

/// A small, seedable PRNG (splitmix64): the same seed gives the same run everywhere.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The generator of `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    /// The generator of stream `i` of `seed`, independent of every other stream.
    pub fn stream(seed: u64, i: u64) -> Rng {
        let mut r = Rng(seed ^ i.wrapping_mul(0xD6E8_FEB8_6659_FD93));
        r.next_u64();
        Rng(r.next_u64())
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }
    /// True with probability `num/den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }
    /// A uniformly chosen element of `xs` (not empty).
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u64) as usize]
    }
    /// `width` random bits.
    pub fn bits(&mut self, width: u32) -> ApInt {
        let words: Vec<u64> = (0..width.div_ceil(64)).map(|_| self.next_u64()).collect();
        ApInt::from_words(width, &words)
    }
}
