//! `corpora/spec/build.sh` on the fake SPEC CPU 2017 tree of `tests/data/spec-fake/`
//! (SPEC's layout, none of its code): the C and C++ benchmarks become one valid bitcode
//! file per source listed in `Spec/object.pm`, with the flags object.pm gives, and the
//! Fortran benchmark is skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

use libtest_mimic::Trial;

pub fn trials() -> Vec<Trial> {
    vec![crate::test(
        module_path!(),
        "fake_tree_builds_c_and_cxx_skips_fortran",
        fake_tree,
    )]
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn scratch() -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-spec-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn bc_files(dir: &Path) -> Vec<String> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(base, &p, out);
            } else if p.extension().is_some_and(|x| x == "bc") {
                out.push(p.strip_prefix(base).unwrap().to_string_lossy().into_owned());
            }
        }
    }
    let mut out = Vec::new();
    if dir.is_dir() {
        walk(dir, dir, &mut out);
    }
    out.sort();
    out
}

fn fake_tree() {
    let out = scratch();
    let o = Command::new("bash")
        .arg(root().join("corpora/spec/build.sh"))
        .arg("--spec-dir")
        .arg(root().join("tests/data/spec-fake"))
        .arg("--out")
        .arg(&out)
        .args(["--jobs", "2"])
        .output()
        .expect("run corpora/spec/build.sh");
    let log = format!(
        "stdout:\n{}\nstderr:\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    // 0: every listed source compiled. (505.mcf_r's src/extra/not_listed.c does not
    // compile: had the script compiled every .c file instead of object.pm's list, this
    // would be 3; had it dropped $bench_flags, mcf's headers would #error.)
    assert_eq!(o.status.code(), Some(0), "{log}");

    // One .bc per source that object.pm lists, mirroring src/.
    assert_eq!(
        bc_files(&out),
        [
            "505.mcf_r/mcf.bc",
            "505.mcf_r/pbeampp.bc",
            "505.mcf_r/spec_qsort/spec_qsort.bc",
            "520.omnetpp_r/model/router.bc",
            "520.omnetpp_r/omnetpp.bc",
            "520.omnetpp_r/simulator/cmessage.bc",
        ],
        "{log}"
    );
    for f in bc_files(&out) {
        let p = out.join(&f);
        let magic = std::fs::read(&p).unwrap();
        assert_eq!(&magic[..4], b"BC\xc0\xde", "{f} is not LLVM bitcode");
        let v = Command::new("opt-22")
            .args(["-passes=verify", "-disable-output"])
            .arg(&p)
            .output()
            .expect("run opt-22");
        assert!(
            v.status.success(),
            "opt-22 -passes=verify rejects {f}: {}",
            String::from_utf8_lossy(&v.stderr)
        );
    }
    // The C++ benchmark was compiled as C++ (exceptions: invoke/landingpad), with
    // $bench_cxxflags' include directories.
    let dis = Command::new("llvm-dis-22")
        .arg(out.join("520.omnetpp_r/omnetpp.bc"))
        .args(["-o", "-"])
        .output()
        .expect("run llvm-dis-22");
    let ir = String::from_utf8_lossy(&dis.stdout);
    assert!(
        ir.contains("landingpad"),
        "omnetpp.bc has no landingpad: not compiled as C++?"
    );

    // The Fortran benchmark is skipped, and said to be.
    assert!(
        !out.join("503.bwaves_r").exists(),
        "503.bwaves_r was not skipped: {log}"
    );
    let summary = std::fs::read_to_string(out.join("SUMMARY")).unwrap();
    assert!(summary.contains("503.bwaves_r skipped: Fortran"), "{summary}");
    assert!(
        summary.contains("505.mcf_r C: 3 sources from object.pm (eval), 3 .bc, 0 failed"),
        "{summary}"
    );
    assert!(
        summary.contains("520.omnetpp_r CXX: 3 sources from object.pm (eval), 3 .bc, 0 failed"),
        "{summary}"
    );
    assert_eq!(std::fs::read_to_string(out.join("FAILED")).unwrap(), "");
    let stats = std::fs::read_to_string(out.join("STATS")).unwrap();
    assert!(
        stats.contains("files=6\n") && stats.contains("failed_files=0\n"),
        "{stats}"
    );

    // --bench selects one benchmark, and a failing file is reported (exit 3, FAILED, its
    // log): with the flags object.pm gives dropped by an #undef on the command line, mcf's
    // headers refuse to compile.
    let out2 = out.join("only-mcf");
    let o = Command::new("bash")
        .arg(root().join("corpora/spec/build.sh"))
        .arg("--spec-dir")
        .arg(root().join("tests/data/spec-fake"))
        .arg("--out")
        .arg(&out2)
        .args(["--bench", "mcf_r", "--cflags", "-UWANT_STDC_PROTO"])
        .output()
        .expect("run corpora/spec/build.sh");
    assert_eq!(o.status.code(), Some(3), "{}", String::from_utf8_lossy(&o.stderr));
    let failed = std::fs::read_to_string(out2.join("FAILED")).unwrap();
    assert_eq!(failed, "505.mcf_r mcf.c\n505.mcf_r pbeampp.c\n");
    assert!(out2.join("505.mcf_r/mcf.c.log").is_file());
    assert_eq!(bc_files(&out2), ["505.mcf_r/spec_qsort/spec_qsort.bc"]);
    let _ = std::fs::remove_dir_all(&out);
}
