//! Headless Chromium for the tests of the HTML reports: `render` takes a screenshot of a
//! page and returns the text a reader sees on it. Debian's `chromium` comes from
//! `scripts/setup.sh`; no display is needed (`--headless`), and a run that takes longer
//! than `TIMEOUT` is killed with all its child processes.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How long one Chromium run may take (a static page renders in about two seconds).
const TIMEOUT: Duration = Duration::from_secs(60);

/// The browser binary (Debian's package name).
const CHROMIUM: &str = "chromium";

/// Render the page `html`: write a 1280×900 screenshot of it to `png` and return its
/// visible text (the rendered DOM without tags, scripts, styles or the head), one line
/// per block. `Err` says why Chromium failed, with the tail of its stderr.
pub fn render(html: &Path, png: &Path) -> Result<String, String> {
    let html = std::fs::canonicalize(html).map_err(|e| format!("{}: {e}", html.display()))?;
    let url = file_url(&html);
    let shot = format!("--screenshot={}", png.display());
    chromium(&[&shot, "--window-size=1280,900", "--hide-scrollbars", &url])?;
    if !png.exists() {
        return Err(format!("chromium wrote no screenshot to {}", png.display()));
    }
    let dom = chromium(&["--dump-dom", &url])?;
    Ok(visible_text(&dom))
}

/// Run headless Chromium with `args` and its own throw-away profile; its stdout.
fn chromium(args: &[&str]) -> Result<String, String> {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let n = RUNS.fetch_add(1, Ordering::Relaxed);
    let profile = std::env::temp_dir().join(format!("minotaur-chromium-{}-{n}", std::process::id()));
    let result = run_with_timeout(args, &profile);
    let _ = std::fs::remove_dir_all(&profile);
    result
}

fn run_with_timeout(args: &[&str], profile: &Path) -> Result<String, String> {
    use std::os::unix::process::CommandExt;
    let mut cmd = Command::new(CHROMIUM);
    cmd.args(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Its own process group, so a hung run is killed with its renderer and GPU helpers.
        .process_group(0);
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot run {CHROMIUM} (scripts/setup.sh installs it): {e}"))?;
    let mut out = child.stdout.take().expect("piped stdout");
    let mut err = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait().map_err(|e| e.to_string())? {
            Some(status) => break Some(status),
            None if start.elapsed() > TIMEOUT => {
                // The group's id is the child's pid, which is not reaped yet, so it still
                // names only the processes this run started.
                unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL) };
                let _ = child.wait();
                break None;
            }
            None => std::thread::sleep(Duration::from_millis(50)),
        }
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    let tail: Vec<&str> = stderr.lines().rev().take(8).collect();
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    match status {
        None => Err(format!("{CHROMIUM} {args:?} did not finish in {TIMEOUT:?}; killed")),
        Some(s) if !s.success() => Err(format!("{CHROMIUM} {args:?} failed ({s}):\n{}", tail.join("\n"))),
        Some(_) => Ok(stdout),
    }
}

/// `file://` URL of an absolute path, percent-encoding what a URL path may not hold.
fn file_url(path: &Path) -> String {
    let mut url = String::from("file://");
    for b in path.to_string_lossy().bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~".contains(&b) {
            url.push(b as char);
        } else {
            url.push_str(&format!("%{b:02X}"));
        }
    }
    url
}

/// The text a reader sees in a serialized DOM: tags go (block-level ones end a line),
/// `head`, `script`, `style` and `template` go with their content, the usual entities are
/// decoded, and blank lines and runs of blanks are squeezed.
fn visible_text(dom: &str) -> String {
    const HIDDEN: &[&str] = &["head", "script", "style", "template", "noscript"];
    const BLOCKS: &[&str] = &[
        "p", "div", "br", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table", "thead", "tbody", "ul", "ol", "pre",
        "section", "header", "footer", "caption", "body", "html",
    ];
    let mut text = String::new();
    let mut rest = dom;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('>') else {
            rest = "";
            break;
        };
        let tag = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if !tag.starts_with('/') && HIDDEN.contains(&name.as_str()) {
            let end = format!("</{name}");
            let at = rest.to_ascii_lowercase().find(&end).unwrap_or(rest.len());
            rest = &rest[at..];
            rest = rest.find('>').map_or("", |i| &rest[i + 1..]);
            continue;
        }
        if BLOCKS.contains(&name.as_str()) {
            text.push('\n');
        } else if matches!(name.as_str(), "td" | "th") {
            text.push('\t');
        }
    }
    text.push_str(rest);
    let text = text
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-browser-test-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn a_table_renders_to_a_screenshot_and_its_text() {
    let html = scratch("index.html");
    let png = scratch("index.png");
    let _ = std::fs::remove_file(&png);
    std::fs::write(
        &html,
        "<!doctype html><html><head><title>not shown</title><style>td { padding: 4px }</style></head>\
         <body><h1>Rules</h1><table><tr><th>rule</th><th>worth</th></tr>\
         <tr><td>sub_mask</td><td>3</td></tr><tr><td>shl_lshr</td><td>2</td></tr>\
         <tr><td>xor_not_&amp;_cmp</td><td>1</td></tr></table>\
         <script>document.title = 'also not shown';</script></body></html>",
    )
    .unwrap();
    let text = render(&html, &png).unwrap_or_else(|e| panic!("{e}"));
    let bytes = std::fs::read(&png).unwrap();
    assert!(
        bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        "not a PNG: {:?}",
        &bytes[..bytes.len().min(8)]
    );
    assert!(bytes.len() > 1024, "screenshot of {} bytes", bytes.len());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        ["Rules", "rule worth", "sub_mask 3", "shl_lshr 2", "xor_not_&_cmp 1"],
        "{text}"
    );
    assert!(!text.contains("not shown"), "{text}");
}

fn a_missing_page_is_an_error_not_a_hang() {
    let err = render(Path::new("/nonexistent/minotaur/index.html"), &scratch("none.png")).unwrap_err();
    assert!(err.contains("/nonexistent/minotaur/index.html"), "{err}");
}

fn visible_text_drops_markup() {
    let dom =
        "<html><head><title>t</title></head><body><p>a &lt;b&gt;</p><script>x()</script><div>c  d</div></body></html>";
    assert_eq!(visible_text(dom), "a <b>\nc d");
    assert_eq!(file_url(Path::new("/tmp/a b%.html")), "file:///tmp/a%20b%25.html");
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "a_table_renders_to_a_screenshot_and_its_text",
            a_table_renders_to_a_screenshot_and_its_text,
        ),
        crate::test(
            module_path!(),
            "a_missing_page_is_an_error_not_a_hang",
            a_missing_page_is_an_error_not_a_hang,
        ),
        crate::test(module_path!(), "visible_text_drops_markup", visible_text_drops_markup),
    ]
}
