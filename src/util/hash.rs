//! A stable 128-bit hash: FNV-1a 128 (the published offset basis and prime), written
//! here so that no crate update can ever change it. It names contents and cuts in the
//! store, so its output must be the same on every machine and in every version.
//!
//! Why FNV-1a: it is fully specified by two constants, trivially reproduced in any
//! language (a three-line Python loop checks the test vectors below), and fast enough
//! (the prime is `2^88 + 0x13b`, so each byte costs a shift, a small multiply and two
//! adds). It is not cryptographic: the inputs (bitcode files, cut texts) are not chosen
//! by an adversary, and at 128 bits an accidental collision among even 10^12 items has
//! probability below 10^-14.

/// FNV-1a 128-bit offset basis.
const OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;

/// A streaming FNV-1a 128 hasher.
#[derive(Clone, Copy, Debug)]
pub struct Fnv128(u128);

impl Default for Fnv128 {
    fn default() -> Self {
        Fnv128(OFFSET)
    }
}

impl Fnv128 {
    /// A hasher that has seen nothing.
    pub fn new() -> Fnv128 {
        Fnv128::default()
    }

    /// Feeds `bytes`.
    pub fn update(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for &b in bytes {
            h ^= b as u128;
            // h * (2^88 + 0x13b), modulo 2^128.
            h = (h << 88).wrapping_add(h.wrapping_mul(0x13b));
        }
        self.0 = h;
    }

    /// The hash of everything fed so far.
    pub fn finish(&self) -> u128 {
        self.0
    }

    /// The hash as 32 lowercase hex digits.
    pub fn hex(&self) -> String {
        format!("{:032x}", self.0)
    }
}

/// The FNV-1a 128 hash of `bytes` as 32 lowercase hex digits.
pub fn fnv128_hex(bytes: &[u8]) -> String {
    let mut h = Fnv128::new();
    h.update(bytes);
    h.hex()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_and_independent_vectors() {
        // "" and "a" are the FNV reference vectors; the others were computed with the
        // textbook definition in Python (h ^= byte; h = h * prime mod 2^128).
        assert_eq!(fnv128_hex(b""), "6c62272e07bb014262b821756295c58d");
        assert_eq!(fnv128_hex(b"a"), "d228cb696f1a8caf78912b704e4a8964");
        assert_eq!(fnv128_hex(b"foobar"), "343e1662793c64bf6f0d3597ba446f18");
        assert_eq!(
            fnv128_hex(b"define i32 @cut(i32 %0) {\n  ret i32 %0\n}\n"),
            "d5503578246f6451c102a67b8f38441a"
        );
    }

    #[test]
    fn streaming_equals_one_shot() {
        let mut h = Fnv128::new();
        h.update(b"foo");
        h.update(b"bar");
        assert_eq!(h.hex(), fnv128_hex(b"foobar"));
    }
}
