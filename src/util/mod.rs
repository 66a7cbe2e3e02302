//! Small shared pieces with no heavy dependencies: arbitrary-width integers, hashing.

pub mod apint;
pub mod cpu;
pub mod hash;
pub mod rng;
pub mod worker;
