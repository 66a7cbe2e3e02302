//! Unit tests of the CFG analyses and of cut extraction on small hand-written functions.
