//! The host's CPU: its feature flags as the kernel reports them.

/// The host's CPU flags, from `/proc/cpuinfo` (as it spells them: `avx2`, `avx512f`, ...);
/// empty when the file cannot be read.
pub fn host_flags() -> Vec<String> {
    let text = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    text.lines()
        .find(|l| l.starts_with("flags"))
        .and_then(|l| l.split(':').nth(1))
        .map(|f| f.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}
