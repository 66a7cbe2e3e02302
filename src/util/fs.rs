//! The one atomic file write of the project: a temporary file in the same directory,
//! flushed to disk, then renamed over the target, so a killed run leaves the old file or
//! the new one, never half of one.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` through a temporary file in the same directory (`.NAME.tmp.PID`),
/// synced to disk, and a rename. The directory must exist. On an error the temporary
/// file is removed and `path` is left as it was. A `path` that is not a regular file
/// (`/dev/null`, a pipe) is written as it is: a rename would replace the device node (as
/// root, `--out /dev/null` did); a symbolic link's target is written, not the link.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    match std::fs::metadata(path) {
        Ok(m) if !m.is_file() && !m.is_dir() => return std::fs::write(path, bytes),
        Ok(_) if path.is_symlink() => return write_atomic(&std::fs::canonicalize(path)?, bytes),
        _ => {}
    }
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp.{}", std::process::id()));
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    written.and_then(|()| std::fs::rename(&tmp, path)).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pipe_or_a_link_stays_what_it_is() {
        use std::os::unix::fs::FileTypeExt;
        let d = std::env::temp_dir().join(format!("minotaur-write-special-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        let fifo = d.join("pipe");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(fifo).unwrap())
        };
        write_atomic(&fifo, b"through").unwrap();
        assert_eq!(reader.join().unwrap(), b"through");
        assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
        let target = d.join("target.json");
        std::fs::write(&target, b"old").unwrap();
        let link = d.join("link.json");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(link.is_symlink());
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
        std::fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn replaces_the_file_and_leaves_no_temporary() {
        let d = std::env::temp_dir().join(format!("minotaur-write-atomic-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        let f = d.join("out.json");
        write_atomic(&f, b"old").unwrap();
        write_atomic(&f, b"new\n").unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"new\n");
        let names: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["out.json"]);
        // A missing directory is an error, and nothing is written.
        assert!(write_atomic(&d.join("no/such/dir.json"), b"x").is_err());
        let _ = std::fs::remove_dir_all(&d);
    }
}
