//! Members of `ar` archives (`.a`), so that libraries of LTO objects are crawled member
//! by member. Reads the common format (System V/GNU with its `//` long-name table, and
//! BSD `#1/N` names); thin archives hold only paths and are refused.

/// The magic of an `ar` archive.
pub const MAGIC: &[u8] = b"!<arch>\n";
const THIN_MAGIC: &[u8] = b"!<thin>\n";

/// One member: its name and where its bytes lie in the archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// The member's name (long names resolved).
    pub name: String,
    /// Byte offset of its content in the archive.
    pub offset: u64,
    /// Its length in bytes.
    pub len: u64,
}

/// Why an archive could not be read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ArchiveError {
    /// The bytes do not start with the `ar` magic.
    #[error("not an ar archive")]
    NotArchive,
    /// A thin archive, which holds paths rather than members.
    #[error("a thin archive (it holds paths, not members): crawl the objects it names instead")]
    Thin,
    /// A malformed header: what is wrong, and the byte offset.
    #[error("corrupt ar archive: {0} at byte {1}")]
    Corrupt(&'static str, usize),
}

/// True when `bytes` start like an `ar` archive (regular or thin).
pub fn is_archive(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC) || bytes.starts_with(THIN_MAGIC)
}

fn field(h: &[u8], a: usize, b: usize) -> &str {
    std::str::from_utf8(&h[a..b]).unwrap_or("").trim_end()
}

/// The members of an archive, in order, without its symbol and name tables. A name that
/// occurs more than once gets `#2`, `#3`, ... appended to its later occurrences.
pub fn members(bytes: &[u8]) -> Result<Vec<Member>, ArchiveError> {
    if bytes.starts_with(THIN_MAGIC) {
        return Err(ArchiveError::Thin);
    }
    if !bytes.starts_with(MAGIC) {
        return Err(ArchiveError::NotArchive);
    }
    let mut out: Vec<Member> = Vec::new();
    let mut long_names: &[u8] = &[];
    let mut pos = MAGIC.len();
    let mut counts: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    while pos < bytes.len() {
        if bytes.len() - pos < 60 {
            if bytes[pos..].iter().all(|b| *b == b'\n') {
                break;
            }
            return Err(ArchiveError::Corrupt("truncated member header", pos));
        }
        let h = &bytes[pos..pos + 60];
        if &h[58..60] != b"`\n" {
            return Err(ArchiveError::Corrupt("bad member header", pos));
        }
        let size: usize = field(h, 48, 58)
            .parse()
            .map_err(|_| ArchiveError::Corrupt("bad member size", pos))?;
        let mut data = pos + 60;
        let end = data
            .checked_add(size)
            .filter(|&e| e <= bytes.len())
            .ok_or(ArchiveError::Corrupt("member runs past the end", pos))?;
        let raw = field(h, 0, 16);
        let name = if raw == "/" || raw == "/SYM64/" || raw.starts_with("__.SYMDEF") {
            None
        } else if raw == "//" {
            long_names = &bytes[data..end];
            None
        } else if let Some(n) = raw.strip_prefix("#1/") {
            let n: usize = n
                .parse()
                .map_err(|_| ArchiveError::Corrupt("bad BSD name length", pos))?;
            if n > size {
                return Err(ArchiveError::Corrupt("BSD name longer than its member", pos));
            }
            let name = String::from_utf8_lossy(&bytes[data..data + n]);
            data += n;
            Some(name.trim_end_matches('\0').to_string())
        } else if let Some(off) = raw.strip_prefix('/') {
            let off: usize = off
                .parse()
                .map_err(|_| ArchiveError::Corrupt("bad long-name offset", pos))?;
            let rest = long_names
                .get(off..)
                .ok_or(ArchiveError::Corrupt("long-name offset out of range", pos))?;
            let stop = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
            Some(String::from_utf8_lossy(&rest[..stop]).trim_end_matches('/').to_string())
        } else {
            Some(raw.trim_end_matches('/').to_string())
        };
        if let Some(name) = name {
            let c = counts.entry(name.clone()).or_insert(0);
            *c += 1;
            let name = if *c > 1 { format!("{name}#{c}") } else { name };
            out.push(Member {
                name,
                offset: data as u64,
                len: (end - data) as u64,
            });
        }
        pos = end + (end & 1);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(name: &str, size: usize) -> Vec<u8> {
        let h = format!("{name:<16}{:<12}{:<6}{:<6}{:<8}{size:<10}`\n", 0, 0, 0, 644);
        assert_eq!(h.len(), 60);
        h.into_bytes()
    }

    #[test]
    fn reads_gnu_long_names_and_padding() {
        let mut a = MAGIC.to_vec();
        a.extend(header("/", 4));
        a.extend(b"\0\0\0\0");
        let names = b"a_rather_long_member_name.o/\n";
        a.extend(header("//", names.len()));
        a.extend(names);
        a.push(b'\n'); // padding to an even offset
        a.extend(header("short.o/", 3));
        a.extend(b"abc\n");
        a.extend(header("/0", 2));
        a.extend(b"xy");
        a.extend(header("short.o/", 1));
        a.extend(b"z\n");
        let m = members(&a).unwrap();
        let got: Vec<(&str, &[u8])> = m
            .iter()
            .map(|m| (m.name.as_str(), &a[m.offset as usize..(m.offset + m.len) as usize]))
            .collect();
        assert_eq!(
            got,
            vec![
                ("short.o", &b"abc"[..]),
                ("a_rather_long_member_name.o", &b"xy"[..]),
                ("short.o#2", &b"z"[..])
            ]
        );
    }

    #[test]
    fn reads_bsd_names_and_refuses_bad_input() {
        let mut a = MAGIC.to_vec();
        a.extend(header("#1/8", 11));
        a.extend(b"bsdname\0BC!\n");
        let m = members(&a).unwrap();
        assert_eq!(m[0].name, "bsdname");
        assert_eq!(&a[m[0].offset as usize..(m[0].offset + m[0].len) as usize], b"BC!");
        assert_eq!(members(b"hello"), Err(ArchiveError::NotArchive));
        assert_eq!(members(b"!<thin>\n"), Err(ArchiveError::Thin));
        let mut t = MAGIC.to_vec();
        t.extend(header("x.o/", 100));
        t.extend(b"short");
        assert!(matches!(members(&t), Err(ArchiveError::Corrupt(..))));
    }
}
