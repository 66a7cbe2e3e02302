//! The one atomic file write of the project: a temporary file in the same directory,
//! flushed to disk, then renamed over the target, so a killed run leaves the old file or
//! the new one, never half of one.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` through a temporary file in the same directory (`.NAME.tmp.PID`),
/// synced to disk, and a rename. The directory must exist. On an error the temporary
/// file is removed and `path` is left as it was.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
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
