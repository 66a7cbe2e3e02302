//! `minotaur worker` under real faults, through the real CLI on a real PostgreSQL server
//! (and SQLite where the fault makes sense there): a worker killed with `kill -9` mid-cut
//! (its lease runs out, another worker does the cut, nothing is lost or done twice), the
//! database restarted mid-run (the worker reconnects and goes on), a cut that crashes its
//! synthesis process every time (given up after `--max-attempts`, stored as `error`), and
//! two workers racing for one cut. Faults inside the synthesis process come from
//! `MINOTAUR_FAULT` (`abort:HASH`, `sleep:MS:HASH`; see `synth`'s driver). Without a
//! PostgreSQL server the PostgreSQL tests say they are skipped.

use crate::common::{exe, fresh_postgres, text};
use minotaur::store::{testing, Store, SynthStatus};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn sqlite(name: &str) -> String {
    let d = std::env::temp_dir().join(format!("minotaur-worker-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d.join("w.db").display().to_string()
}

/// `minotaur worker --db DB ARGS` with `fault` in its environment, in a process group of
/// its own (so that killing the group kills its synthesis process too).
fn worker(db: &str, args: &[&str], fault: Option<&str>) -> Command {
    let mut c = Command::new(exe());
    c.args(["worker", "--db", db, "-j", "1", "--cut-budget", "1", "--json"])
        .args(args)
        // A worker that never sees its queue end (a lease that never runs out, a cut
        // never given up) stops at this budget and fails its test instead of hanging it.
        .args(if args.contains(&"--budget") {
            &[][..]
        } else {
            &["--budget", "120s"][..]
        })
        .env_remove("MINOTAUR_DB")
        .env_remove("MINOTAUR_FAULT")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    if let Some(f) = fault {
        c.env("MINOTAUR_FAULT", f);
    }
    c
}

/// A finished worker's JSON summary (it must have exited 0).
fn summary(o: Output) -> serde_json::Value {
    assert_eq!(o.status.code(), Some(0), "worker: {}", text(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", text(&o.stdout)))
}

/// Crawls the sample `zstd_hist.bc` into `db` and puts its first `n` cuts on the queue;
/// returns the configuration and the cuts in the order they will be claimed.
fn prepared(db: &str, n: usize) -> (String, Vec<String>) {
    let bc = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpora/sample/zstd_hist.bc");
    let o = Command::new(exe())
        .arg("crawl")
        .arg(&bc)
        .args(["--db", db])
        .env_remove("MINOTAUR_DB")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "crawl: {}", text(&o.stderr));
    let n = n.to_string();
    let s = summary(
        worker(db, &["--enqueue", "--limit", &n, "--budget", "0s"], None)
            .output()
            .unwrap(),
    );
    assert_eq!(s["enqueued"].to_string(), n);
    let config = s["config"].as_str().unwrap().to_string();
    let cuts = queue(db, &config).into_iter().map(|(c, _, _)| c).collect();
    (config, cuts)
}

fn queue(db: &str, config: &str) -> Vec<(String, String, u32)> {
    Store::open_existing(db).unwrap().queue_rows(config).unwrap()
}

/// Waits (up to a minute) until `cut` is claimed.
fn wait_claimed(db: &str, config: &str, cut: &str) {
    let t = Instant::now();
    while t.elapsed() < Duration::from_secs(60) {
        if queue(db, config).iter().any(|(c, s, _)| c == cut && s == "claimed") {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("cut {cut} was never claimed");
}

fn kill_group(c: &mut Child) {
    // SAFETY: signals the child's own process group.
    unsafe {
        libc::kill(-(c.id() as i32), libc::SIGKILL);
    }
    let _ = c.wait();
}

/// Every cut of the queue is done once, with a result of the configuration.
fn all_done(db: &str, config: &str, cuts: &[String]) {
    let s = Store::open_existing(db).unwrap();
    for c in cuts {
        let r = s
            .synth_result(c)
            .unwrap()
            .unwrap_or_else(|| panic!("no result for {c}"));
        assert_eq!(r.config.as_deref(), Some(config), "{c}");
    }
    let q = s.queue_counts(config).unwrap();
    assert_eq!((q.queued, q.claimed, q.done), (0, 0, cuts.len()), "{q:?}");
}

fn a_killed_worker_s_cut_is_done_by_another_once() {
    let Some(db) = fresh_postgres("worker::killed") else {
        return;
    };
    let (config, cuts) = prepared(&db, 3);
    let hang = format!("sleep:600000:{}", cuts[0]);
    let mut a = worker(&db, &["--lease", "2s"], Some(&hang)).spawn().unwrap();
    wait_claimed(&db, &config, &cuts[0]);
    kill_group(&mut a);
    let s = summary(worker(&db, &["--lease", "2s"], None).output().unwrap());
    assert_eq!(
        s["claimed"], 3,
        "the other two, then the lost one when its lease ran out: {s}"
    );
    all_done(&db, &config, &cuts);
    let attempts: Vec<u32> = queue(&db, &config).iter().map(|(_, _, a)| *a).collect();
    assert_eq!(attempts, [2, 1, 1], "the killed cut was claimed twice, the others once");
}

fn the_database_restarted_mid_run_is_waited_out() {
    let pg = match testing::private() {
        Ok(pg) => pg,
        Err(why) => return eprintln!("worker::restarted: skipped: {why}"),
    };
    let db = pg.fresh_database().unwrap();
    let (config, cuts) = prepared(&db, 3);
    let slow = format!("sleep:3000:{}", cuts[0]);
    let w = worker(&db, &["--lease", "3s"], Some(&slow)).spawn().unwrap();
    wait_claimed(&db, &config, &cuts[0]);
    pg.restart().unwrap();
    let s = summary(w.wait_with_output().unwrap());
    assert!(s["reconnects"].as_u64().unwrap() >= 1, "{s}");
    assert_eq!(s["claimed"], 3, "{s}");
    all_done(&db, &config, &cuts);
    assert!(
        queue(&db, &config).iter().all(|(_, _, a)| *a == 1),
        "nothing done twice"
    );
}

fn a_cut_that_crashes_every_time_is_given_up() {
    let mut dbs = vec![sqlite("crash")];
    dbs.extend(fresh_postgres("worker::crash"));
    for db in dbs {
        let (config, cuts) = prepared(&db, 3);
        let abort = format!("abort:{}", cuts[1]);
        let s = summary(worker(&db, &["--max-attempts", "2"], Some(&abort)).output().unwrap());
        assert_eq!(
            (s["crashed"].as_u64(), s["given_up"].as_u64()),
            (Some(2), Some(1)),
            "{s}"
        );
        let st = Store::open_existing(&db).unwrap();
        let r = st.synth_result(&cuts[1]).unwrap().unwrap();
        assert_eq!(r.status, SynthStatus::Error);
        assert!(
            r.detail
                .starts_with("gave up after 2 crashed attempts: the worker died"),
            "{}",
            r.detail
        );
        let q = st.queue_counts(&config).unwrap();
        assert_eq!((q.queued, q.claimed, q.done, q.failed), (0, 0, 2, 1), "{db}");
    }
}

fn two_workers_racing_for_one_cut_take_it_once() {
    let Some(db) = fresh_postgres("worker::race") else {
        return;
    };
    let (config, cuts) = prepared(&db, 1);
    let a = worker(&db, &[], None).spawn().unwrap();
    let b = worker(&db, &[], None).spawn().unwrap();
    let (a, b) = (
        summary(a.wait_with_output().unwrap()),
        summary(b.wait_with_output().unwrap()),
    );
    let claimed = a["claimed"].as_u64().unwrap() + b["claimed"].as_u64().unwrap();
    assert_eq!(claimed, 1, "{a} {b}");
    all_done(&db, &config, &cuts);
    assert_eq!(queue(&db, &config)[0].2, 1);
}

/// The commands `docs/cluster.md`'s Kubernetes Job and Slurm script run, run here as
/// they are written (the schedulers themselves cannot be), against a store of two small
/// functions named by `MINOTAUR_DB`: the first drains the queue, the second finds it done.
fn the_cluster_examples_commands_run() {
    let Some(db) = fresh_postgres("worker::cluster_examples") else {
        return;
    };
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/cluster.md")).unwrap();
    let k8s: Vec<String> = doc
        .lines()
        .find_map(|l| l.trim().strip_prefix("command: "))
        .map(|json| serde_json::from_str(json).unwrap())
        .expect("the Job's command line");
    let slurm = doc
        .lines()
        .find(|l| l.starts_with("exec minotaur worker"))
        .expect("the Slurm script's command line");
    let dir = std::env::temp_dir().join(format!("minotaur-worker-{}-cluster", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("small.ll");
    std::fs::write(
        &ll,
        "define i32 @f(i32 %x, i32 %y) {\n  %a = add i32 %x, %y\n  %b = sub i32 %a, %y\n  ret i32 %b\n}\n\
         define i32 @g(i32 %x) {\n  %a = shl i32 %x, 1\n  %b = add i32 %a, %x\n  ret i32 %b\n}\n",
    )
    .unwrap();
    let crawled = Command::new(exe())
        .arg("crawl")
        .arg(&ll)
        .env("MINOTAUR_DB", &db)
        .output()
        .unwrap();
    assert_eq!(crawled.status.code(), Some(0), "{}", text(&crawled.stderr));
    let o = Command::new(exe())
        .args(&k8s[1..])
        .arg("--json")
        .env("MINOTAUR_DB", &db)
        .env_remove("MINOTAUR_FAULT")
        .output()
        .unwrap();
    let s = summary(o);
    let n = s["claimed"].as_u64().unwrap();
    assert!(n >= 2, "the Job's command did the store's cuts: {s}");
    let bin = Path::new(exe()).parent().unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let o = Command::new("bash")
        .args(["-c", &format!("{slurm} --json")])
        .env("PATH", path)
        .env("SLURM_CPUS_PER_TASK", "1")
        .env("MINOTAUR_DB", &db)
        .env_remove("MINOTAUR_FAULT")
        .output()
        .unwrap();
    let s = summary(o);
    assert_eq!(s["claimed"], 0, "the Slurm task's command found the queue done: {s}");
    let config = s["config"].as_str().unwrap();
    assert_eq!(queue(&db, config).len() as u64, n);
}

pub fn trials() -> Vec<libtest_mimic::Trial> {
    let m = module_path!();
    vec![
        crate::test(
            m,
            "a_killed_worker_s_cut_is_done_by_another_once",
            a_killed_worker_s_cut_is_done_by_another_once,
        ),
        crate::test(
            m,
            "the_database_restarted_mid_run_is_waited_out",
            the_database_restarted_mid_run_is_waited_out,
        ),
        crate::test(
            m,
            "a_cut_that_crashes_every_time_is_given_up",
            a_cut_that_crashes_every_time_is_given_up,
        ),
        crate::test(
            m,
            "two_workers_racing_for_one_cut_take_it_once",
            two_workers_racing_for_one_cut_take_it_once,
        ),
        crate::test(
            m,
            "the_cluster_examples_commands_run",
            the_cluster_examples_commands_run,
        ),
    ]
}
