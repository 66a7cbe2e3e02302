//! A private PostgreSQL server in a temporary directory, for the tests and for `bench
//! scale` (not part of minotaur's store interface): started with Debian's
//! `initdb`/`pg_ctl` (as the `postgres` user when running as root, since `initdb` refuses
//! root), listening only on a unix socket there. The test binary's shared one
//! ([`postgres`]) is stopped when the binary exits; a [`private`] one when dropped. Each
//! user takes a fresh database of its own ([`Server::fresh_database`], or
//! [`create_database`] on a server given by URL). The one place under `store` that runs
//! processes; without a server on the machine, [`postgres`] and [`private`] say why and
//! the caller skips its PostgreSQL part.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// A running server.
pub struct Server {
    dir: PathBuf,
    /// The server binaries, the data directory and the user they run as.
    ctl: Stop,
    /// True for a [`private`] server, stopped and removed when dropped.
    private: bool,
    /// Serializes `CREATE DATABASE` (PostgreSQL refuses concurrent copies of a template).
    create: Mutex<()>,
    next: AtomicUsize,
}

const PORT: u16 = 5432;

/// The server of this test binary, started on first use; `Err` says why there is none.
pub fn postgres() -> Result<&'static Server, String> {
    static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
    SERVER
        .get_or_init(|| start(&format!("{PREFIX}{}", std::process::id()), false))
        .as_ref()
        .map_err(Clone::clone)
}

/// A server of the caller's own, for a test that stops or restarts it (the shared one
/// serves other tests at the same time); stopped and removed when dropped.
pub fn private() -> Result<Server, String> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    start(&format!("{PREFIX}{}-{n}", std::process::id()), true)
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.private {
            let (bin, data, user) = &self.ctl;
            stop(bin, data, *user);
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

impl Server {
    /// The URL of database `db` on this server.
    pub fn url(&self, db: &str) -> String {
        let host = self.dir.to_string_lossy().replace('/', "%2F");
        format!("postgres://postgres@{host}:{PORT}/{db}")
    }

    /// A private server ([`private`]): stopped and removed when dropped.
    pub fn start_private() -> Result<Server, String> {
        private()
    }

    /// A new, empty database; returns its URL.
    pub fn fresh_database(&self) -> Result<String, String> {
        let name = format!("t_{}", self.next.fetch_add(1, Ordering::SeqCst));
        let _one = self.create.lock().unwrap_or_else(|e| e.into_inner());
        let mut admin = self.admin()?;
        admin
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .map_err(|e| format!("creating {name}: {e}"))?;
        Ok(self.url(&name))
    }

    /// Restarts the server (`pg_ctl restart -m fast`: every session is ended, as a
    /// server's crash or upgrade would) and waits until it accepts connections again.
    pub fn restart(&self) -> Result<(), String> {
        let (bin, data, user) = &self.ctl;
        let mut ctl = tool(bin, "pg_ctl", *user);
        ctl.arg("-D").arg(data).args(["-m", "fast", "-w", "restart"]);
        ctl.arg("-l").arg(self.dir.join("log"));
        ctl.arg("-o").arg(options(&self.dir));
        run(&mut ctl, "pg_ctl restart")
    }

    /// A connection to the `postgres` database as the superuser.
    pub fn admin(&self) -> Result<postgres::Client, String> {
        postgres::Client::connect(&self.url("postgres"), postgres::NoTls).map_err(super::db::pg_error)
    }

    /// Ends every other session of database `db` (as a crash or a restart would).
    pub fn terminate_sessions(&self, db: &str) -> Result<u64, String> {
        let mut admin = self.admin()?;
        let rows = admin
            .query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
                &[&db],
            )
            .map_err(super::db::pg_error)?;
        Ok(rows.len() as u64)
    }
}

/// Creates the empty database `name` (lower-case letters, digits and `_`) on the server
/// of `url` (connecting to `url`'s own database) and returns the new database's URL:
/// `url` with its database name replaced.
pub fn create_database(url: &str, name: &str) -> Result<String, String> {
    let plain = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_';
    if name.is_empty() || !name.chars().all(plain) {
        return Err(format!("`{name}` is not a plain database name"));
    }
    let (scheme, rest) = url
        .split_once("://")
        .ok_or_else(|| format!("{}: not a postgres:// URL", super::redact(url)))?;
    let (path, query) = rest.split_once('?').map_or((rest, None), |(p, q)| (p, Some(q)));
    let authority = path.split_once('/').map_or(path, |(a, _)| a);
    let mut admin = postgres::Client::connect(url, postgres::NoTls).map_err(super::db::pg_error)?;
    admin.batch_execute(&format!("CREATE DATABASE {name}")).map_err(|e| {
        format!(
            "{}: creating database {name}: {}",
            super::redact(url),
            super::db::pg_error(e)
        )
    })?;
    Ok(match query {
        Some(q) => format!("{scheme}://{authority}/{name}?{q}"),
        None => format!("{scheme}://{authority}/{name}"),
    })
}

/// The directory of Debian's PostgreSQL binaries (newest major version first).
fn bin_dir() -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|d| d.join("initdb").exists() && d.join("pg_ctl").exists())
        .collect();
    dirs.sort_by_key(|d| {
        let major = d.parent().and_then(|p| p.file_name()).and_then(|n| n.to_str());
        std::cmp::Reverse(major.and_then(|m| m.parse::<u32>().ok()).unwrap_or(0))
    });
    dirs.into_iter().next()
}

/// The `postgres` user's uid and gid when running as root (`initdb` refuses root).
fn run_as() -> Result<Option<(u32, u32)>, String> {
    // SAFETY: plain libc queries; `getpwnam`'s result is read before any other call.
    unsafe {
        if libc::geteuid() != 0 {
            return Ok(None);
        }
        let pw = libc::getpwnam(c"postgres".as_ptr());
        if pw.is_null() {
            return Err("running as root and there is no `postgres` user to run initdb as".into());
        }
        Ok(Some(((*pw).pw_uid, (*pw).pw_gid)))
    }
}

/// `bin/tool args`, as the `postgres` user when running as root.
fn tool(bin: &Path, tool: &str, user: Option<(u32, u32)>) -> Command {
    let exe = bin.join(tool);
    let mut c = match user {
        Some(_) => {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(exe);
            c
        }
        None => Command::new(exe),
    };
    c.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null());
    c
}

fn run(c: &mut Command, what: &str) -> Result<(), String> {
    let st = c.status().map_err(|e| format!("{what}: {e}"))?;
    if st.success() {
        Ok(())
    } else {
        Err(format!("{what} failed ({st})"))
    }
}

const PREFIX: &str = "minotaur-pg-";

/// The server's options: only a unix socket in `dir`.
fn options(dir: &Path) -> String {
    format!(
        "-k {} -c listen_addresses='' -p {PORT} -c fsync=off -c max_connections=200",
        dir.display()
    )
}

fn start(name: &str, private: bool) -> Result<Server, String> {
    let bin = bin_dir().ok_or("no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (Debian's `postgresql` package; scripts/setup.sh installs it)")?;
    let user = run_as()?;
    if !private {
        sweep(&bin, user);
    }
    let dir = std::env::temp_dir().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if let Some((uid, gid)) = user {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let data = dir.join("data");
    let mut init = tool(&bin, "initdb", user);
    init.arg("-D").arg(&data);
    init.args([
        "-U",
        "postgres",
        "-A",
        "trust",
        "--no-locale",
        "-E",
        "UTF8",
        "--no-sync",
    ]);
    run(&mut init, "initdb")?;
    let mut ctl = tool(&bin, "pg_ctl", user);
    ctl.arg("-D").arg(&data).arg("-l").arg(dir.join("log")).arg("-w");
    ctl.arg("-o").arg(options(&dir));
    run(ctl.arg("start"), "pg_ctl start").map_err(|e| {
        let log = std::fs::read_to_string(dir.join("log")).unwrap_or_default();
        format!("{e}: {}", log.lines().last().unwrap_or(""))
    })?;
    // Stopped when the test binary exits normally (a private one when dropped); a killed
    // one's server is swept by the next run (and quits by itself within a minute once its
    // directory is gone).
    if !private {
        STOP.set((bin.clone(), data.clone(), user)).ok();
        // SAFETY: registers a plain `extern "C"` function.
        unsafe {
            libc::atexit(stop_at_exit);
        }
    }
    Ok(Server {
        ctl: (bin, data, user),
        private,
        dir,
        create: Mutex::new(()),
        next: AtomicUsize::new(0),
    })
}

type Stop = (PathBuf, PathBuf, Option<(u32, u32)>);
static STOP: OnceLock<Stop> = OnceLock::new();

extern "C" fn stop_at_exit() {
    if let Some((bin, data, user)) = STOP.get() {
        stop(bin, data, *user);
        if let Some(dir) = data.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

fn stop(bin: &Path, data: &Path, user: Option<(u32, u32)>) {
    let mut ctl = tool(bin, "pg_ctl", user);
    ctl.arg("-D").arg(data).args(["-m", "immediate", "-w", "stop"]);
    let _ = ctl.status();
}

/// Stops and removes the servers of earlier test binaries that are gone (killed before
/// they could stop theirs).
fn sweep(bin: &Path, user: Option<(u32, u32)>) {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let pid = name.strip_prefix(PREFIX).and_then(|p| p.split('-').next());
        let Some(pid) = pid.and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if pid == std::process::id() || Path::new(&format!("/proc/{pid}")).exists() {
            continue;
        }
        stop(bin, &e.path().join("data"), user);
        let _ = std::fs::remove_dir_all(e.path());
    }
}
