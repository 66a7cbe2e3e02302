//! The `minotaur` binary: hands the command line to `minotaur::cli`.
fn main() {
    // Die quietly on a closed pipe (`minotaur ir f.bc | head`), as command-line tools do.
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    std::process::exit(minotaur::cli::main().code());
}
