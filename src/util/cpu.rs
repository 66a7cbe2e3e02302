//! The host's CPU: its feature flags as the kernel reports them, and the CPU time the
//! calling thread has used.

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

/// Seconds of CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): unlike wall
/// time, it does not grow while other processes hold the cores, so a rate measured with it
/// says how much work is left, not how busy the machine is. 0 if the clock cannot be read.
pub fn thread_seconds() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec and the clock id is a constant.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return 0.0;
    }
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

#[cfg(test)]
mod tests {
    #[test]
    fn thread_time_grows_with_work_and_not_with_sleep() {
        let t0 = super::thread_seconds();
        std::thread::sleep(std::time::Duration::from_millis(200));
        let slept = super::thread_seconds() - t0;
        let mut x = 0u64;
        let t1 = super::thread_seconds();
        while super::thread_seconds() - t1 < 0.05 {
            x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
        }
        assert!(slept < 0.1, "sleeping 0.2 s used {slept} s of CPU");
        assert!(super::thread_seconds() > t1, "{x}");
    }
}
