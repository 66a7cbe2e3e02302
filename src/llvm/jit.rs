//! Runs a function `@f` on concrete inputs through LLVM's own code generator (MCJIT at
//! `-O0`, host CPU and features), and the worker protocol that isolates it in a process.
//! Only the differential tests of `sem` against LLVM (the harness beside this module, and
//! the JIT worker process of its command) use it.
//!
//! Values cross the JIT boundary in a fixed byte encoding, never in LLVM's in-memory
//! layout of the type (which packs `<N x i1>` and `iN` vectors in target-specific ways):
//! every lane of every value gets its own 16-byte cell holding the lane's bits
//! zero-extended to 128, little-endian, and each value's cells start a 64-byte-aligned
//! slot. A generated wrapper `@__mt_wrap(ptr %in, ptr %out)` loads each argument lane as
//! `i128`, truncates (and bitcasts, for floats) it, builds the vector with
//! `insertelement`, calls `@f`, and stores the result back the same way.

use crate::ir::{self, Type};
use crate::util::ApInt;
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::targets::{InitializationConfig, Target, TargetMachine};
use inkwell::OptimizationLevel;
use std::fmt::Write as _;
use std::io::{Read, Write};

/// Bytes of one lane's cell.
pub const CELL: usize = 16;
/// Alignment (and size granule) of one value's slot.
pub const SLOT_ALIGN: usize = 64;

/// Why a function could not be compiled or run by the JIT.
#[derive(Debug, thiserror::Error)]
pub enum JitError {
    /// The module defines no `@f` (the message says what it holds).
    #[error("no function @f in the module: {0}")]
    NoFunction(String),
    /// A parameter or return type the byte encoding does not carry.
    #[error("type {0} cannot cross the JIT boundary")]
    BadType(String),
    /// LLVM cannot parse, verify or compile the module (its message).
    #[error("LLVM rejects the module: {0}")]
    Llvm(String),
    /// The worker process answered something unexpected.
    #[error("worker protocol: {0}")]
    Protocol(String),
    /// Talking to the worker process failed.
    #[error("worker i/o: {0}")]
    Io(#[from] std::io::Error),
}

/// Bytes of the slot holding a value of type `t`.
pub fn slot_bytes(t: &Type) -> usize {
    (t.lanes() as usize * CELL).div_ceil(SLOT_ALIGN) * SLOT_ALIGN
}

/// Bytes of the buffer holding values of `types`, one slot each.
pub fn buffer_bytes(types: &[Type]) -> usize {
    types.iter().map(slot_bytes).sum()
}

/// Writes `lanes` (each the lane's bits) of consecutive values into `buf`, one slot each.
pub fn encode(types: &[Type], values: &[Vec<ApInt>], buf: &mut [u8]) {
    buf.fill(0);
    let mut off = 0;
    for (t, v) in types.iter().zip(values) {
        for (i, lane) in v.iter().enumerate() {
            let bits = lane.zext_or_trunc(128).low_u128();
            buf[off + i * CELL..off + (i + 1) * CELL].copy_from_slice(&bits.to_le_bytes());
        }
        off += slot_bytes(t);
    }
}

/// Reads the lanes of a value of type `t` back from the start of `buf`.
pub fn decode(t: &Type, buf: &[u8]) -> Vec<ApInt> {
    let w = t.scalar_bits().unwrap_or(128).min(128);
    (0..t.lanes() as usize)
        .map(|i| {
            let mut b = [0u8; CELL];
            b.copy_from_slice(&buf[i * CELL..(i + 1) * CELL]);
            ApInt::from_u128(128, u128::from_le_bytes(b)).trunc(w)
        })
        .collect()
}

/// The parameter types and result type of `@f` in `text`.
pub fn signature(text: &str) -> Result<(Vec<Type>, Type), JitError> {
    let m = ir::parse_module(text).map_err(|e| JitError::NoFunction(format!("line {}: {}", e.line, e.msg)))?;
    let f = m
        .function("f")
        .ok_or_else(|| JitError::NoFunction("no `define ... @f(...)`".into()))?;
    let params: Vec<Type> = f.params.iter().map(|p| p.ty.clone()).collect();
    for t in params.iter().chain([&f.ret]) {
        check_boundary(t)?;
    }
    Ok((params, f.ret.clone()))
}

fn check_boundary(t: &Type) -> Result<(), JitError> {
    match t {
        Type::Vector {
            scalable: false, elem, ..
        } if !elem.is_vector() => check_boundary(elem),
        Type::Int(w) if *w <= 128 => Ok(()),
        Type::Float(k) if k.bits() <= 128 && k.ieee_layout().is_some() => Ok(()),
        other => Err(JitError::BadType(other.to_string())),
    }
}

/// The integer type of one lane of `t` (same width).
fn lane_int(t: &Type) -> String {
    format!("i{}", t.scalar_bits().unwrap_or(128))
}

/// The text of `@__mt_wrap` for `@f` of the given signature.
pub fn wrapper_text(params: &[Type], ret: &Type) -> String {
    let mut s = String::from("define void @__mt_wrap(ptr %in, ptr %out) {\n");
    let mut off = 0;
    let mut args = Vec::new();
    for (j, t) in params.iter().enumerate() {
        let (elem, li) = (t.scalar().to_string(), lane_int(t));
        let mut acc = "poison".to_string();
        for i in 0..t.lanes() as usize {
            let v = format!("%a{j}.{i}");
            let _ = writeln!(
                s,
                "  {v}.p = getelementptr inbounds i8, ptr %in, i64 {}",
                off + i * CELL
            );
            let _ = writeln!(s, "  {v}.w = load i128, ptr {v}.p, align 16");
            let mut cur = format!("{v}.w");
            if li != "i128" {
                let _ = writeln!(s, "  {v}.t = trunc i128 {cur} to {li}");
                cur = format!("{v}.t");
            }
            if t.scalar().is_float() {
                let _ = writeln!(s, "  {v}.f = bitcast {li} {cur} to {elem}");
                cur = format!("{v}.f");
            }
            if t.is_vector() {
                let _ = writeln!(s, "  {v}.v = insertelement {t} {acc}, {elem} {cur}, i32 {i}");
                cur = format!("{v}.v");
            }
            acc = cur;
        }
        args.push(format!("{t} {acc}"));
        off += slot_bytes(t);
    }
    let _ = writeln!(s, "  %r = call {ret} @f({})", args.join(", "));
    let (elem, li) = (ret.scalar().to_string(), lane_int(ret));
    for i in 0..ret.lanes() as usize {
        let v = format!("%r.{i}");
        let mut cur = "%r".to_string();
        if ret.is_vector() {
            let _ = writeln!(s, "  {v}.e = extractelement {ret} %r, i32 {i}");
            cur = format!("{v}.e");
        }
        if ret.scalar().is_float() {
            let _ = writeln!(s, "  {v}.i = bitcast {elem} {cur} to {li}");
            cur = format!("{v}.i");
        }
        if li != "i128" {
            let _ = writeln!(s, "  {v}.z = zext {li} {cur} to i128");
            cur = format!("{v}.z");
        }
        let _ = writeln!(s, "  {v}.p = getelementptr inbounds i8, ptr %out, i64 {}", i * CELL);
        let _ = writeln!(s, "  store i128 {cur}, ptr {v}.p, align 16");
    }
    s.push_str("  ret void\n}\n");
    s
}

type WrapFn = unsafe extern "C" fn(*const u8, *mut u8);

/// Code generation effort: `O0` (no folding beyond what instruction selection does) is
/// the default; `O2` is the fallback for what LLVM cannot select at `O0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CodegenLevel {
    /// `-O0`.
    O0,
    /// `-O2`.
    O2,
}

/// Compiles `text` (a module defining `@f`) with its wrapper and hands `body` a function
/// that runs `@f` on one encoded input buffer, writing the encoded result. Only code
/// generation runs: no IR pass touches the module.
pub fn with_compiled<R>(
    text: &str,
    level: CodegenLevel,
    body: impl FnOnce(&mut dyn FnMut(&[u8], &mut [u8])) -> R,
) -> Result<R, JitError> {
    let (params, ret) = signature(text)?;
    let full = format!("{text}\n{}", wrapper_text(&params, &ret));
    Target::initialize_native(&InitializationConfig::default()).map_err(JitError::Llvm)?;
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(full.as_bytes(), "jit");
    let module = ctx
        .create_module_from_ir(buf)
        .map_err(|e| JitError::Llvm(e.to_string()))?;
    module.verify().map_err(|e| JitError::Llvm(e.to_string()))?;
    module.set_triple(&TargetMachine::get_default_triple());
    let (cpu, features) = (
        TargetMachine::get_host_cpu_name(),
        TargetMachine::get_host_cpu_features(),
    );
    let cpu_attr = ctx.create_string_attribute("target-cpu", cpu.to_str().unwrap_or(""));
    let feat_attr = ctx.create_string_attribute("target-features", features.to_str().unwrap_or(""));
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 {
            f.add_attribute(AttributeLoc::Function, cpu_attr);
            f.add_attribute(AttributeLoc::Function, feat_attr);
        }
    }
    let opt = match level {
        CodegenLevel::O0 => OptimizationLevel::None,
        CodegenLevel::O2 => OptimizationLevel::Default,
    };
    let ee = module
        .create_jit_execution_engine(opt)
        .map_err(|e| JitError::Llvm(e.to_string()))?;
    let addr = ee
        .get_function_address("__mt_wrap")
        .map_err(|e| JitError::Llvm(format!("{e:?}")))?;
    // SAFETY: `@__mt_wrap` is `void (ptr, ptr)` as generated above; the engine (and so
    // the code) lives until the end of this function.
    let wrap: WrapFn = unsafe { std::mem::transmute::<usize, WrapFn>(addr) };
    let (in_len, out_len) = (buffer_bytes(&params), slot_bytes(&ret));
    let mut run = |input: &[u8], out: &mut [u8]| {
        assert!(
            input.len() >= in_len && out.len() >= out_len,
            "buffers too small for @f's signature"
        );
        // Copy into 64-byte-aligned scratch buffers: the wrapper loads with `align 16`.
        let mut a = Aligned::new(in_len);
        let mut o = Aligned::new(out_len);
        a.bytes_mut().copy_from_slice(&input[..in_len]);
        // SAFETY: both buffers are at least as large as the wrapper reads and writes.
        unsafe { wrap(a.ptr(), o.ptr_mut()) };
        out[..out_len].copy_from_slice(o.bytes_mut());
    };
    let r = body(&mut run);
    drop(ee);
    Ok(r)
}

/// One 64-byte-aligned chunk of a buffer.
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct Chunk([u8; SLOT_ALIGN]);

/// A zeroed, 64-byte-aligned byte buffer.
struct Aligned {
    chunks: Vec<Chunk>,
    len: usize,
}

impl Aligned {
    fn new(len: usize) -> Aligned {
        Aligned {
            chunks: vec![Chunk([0; SLOT_ALIGN]); len.div_ceil(SLOT_ALIGN).max(1)],
            len,
        }
    }
    fn bytes_mut(&mut self) -> &mut [u8] {
        let len = self.len;
        // SAFETY: `Chunk` is a plain byte array with no padding (size 64, align 64).
        unsafe { std::slice::from_raw_parts_mut(self.chunks.as_mut_ptr().cast::<u8>(), len) }
    }
    fn ptr(&self) -> *const u8 {
        self.chunks.as_ptr().cast()
    }
    fn ptr_mut(&mut self) -> *mut u8 {
        self.chunks.as_mut_ptr().cast()
    }
}

// ---- The worker protocol --------------------------------------------------------------
//
// Request:  b'R', u8 codegen level (0 or 2), u32 text length, text, u32 input count, u32 input size, the inputs.
// Response: b'E', u32 length, message            (the module was rejected), or
//           b'K', u32 output size, then one output per input, each flushed as soon as it
//           is computed, so a parent that sees the stream end mid-batch knows which input
//           the worker died on.
// All integers little-endian. The worker stops at end of input.

fn read_u32(r: &mut impl Read) -> std::io::Result<u32> {
    let mut b = [0u8; 4];
    r.read_exact(&mut b)?;
    Ok(u32::from_le_bytes(b))
}

/// Writes one request.
pub fn write_request(
    w: &mut impl Write,
    level: CodegenLevel,
    text: &str,
    input_size: usize,
    inputs: &[Vec<u8>],
) -> std::io::Result<()> {
    w.write_all(b"R")?;
    w.write_all(&[if level == CodegenLevel::O0 { 0 } else { 2 }])?;
    w.write_all(&(text.len() as u32).to_le_bytes())?;
    w.write_all(text.as_bytes())?;
    w.write_all(&(inputs.len() as u32).to_le_bytes())?;
    w.write_all(&(input_size as u32).to_le_bytes())?;
    for i in inputs {
        w.write_all(&i[..input_size])?;
    }
    w.flush()
}

/// The head of a JIT response.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Head {
    /// The module compiled: the size of each output that follows.
    Output(usize),
    /// LLVM rejected the module: its message.
    Rejected(String),
}

/// The head of a response: the output size, or LLVM's message when it rejected the
/// module.
pub fn read_response_head(r: &mut impl Read) -> Result<Head, JitError> {
    let mut tag = [0u8; 1];
    r.read_exact(&mut tag)?;
    let n = read_u32(r)? as usize;
    match tag[0] {
        b'K' => Ok(Head::Output(n)),
        b'E' => {
            let mut msg = vec![0u8; n];
            r.read_exact(&mut msg)?;
            Ok(Head::Rejected(String::from_utf8_lossy(&msg).into_owned()))
        }
        t => Err(JitError::Protocol(format!("bad response tag {t:#x}"))),
    }
}

/// Serves requests from `input` until it ends, answering on `output`.
pub fn serve(input: &mut impl Read, output: &mut impl Write) -> Result<(), JitError> {
    loop {
        let mut tag = [0u8; 1];
        match input.read(&mut tag)? {
            0 => return Ok(()),
            _ if tag[0] != b'R' => return Err(JitError::Protocol(format!("bad request tag {:#x}", tag[0]))),
            _ => {}
        }
        let mut lv = [0u8; 1];
        input.read_exact(&mut lv)?;
        let level = if lv[0] == 0 { CodegenLevel::O0 } else { CodegenLevel::O2 };
        let len = read_u32(input)? as usize;
        let mut text = vec![0u8; len];
        input.read_exact(&mut text)?;
        let text = String::from_utf8(text).map_err(|e| JitError::Protocol(e.to_string()))?;
        let (count, size) = (read_u32(input)? as usize, read_u32(input)? as usize);
        let mut inputs = vec![0u8; count * size];
        input.read_exact(&mut inputs)?;
        let out_size = signature(&text).map(|(_, r)| slot_bytes(&r));
        let mut io_err = None;
        let res = out_size.and_then(|out_size| {
            with_compiled(&text, level, |run| {
                let mut head = vec![b'K'];
                head.extend_from_slice(&(out_size as u32).to_le_bytes());
                if let Err(e) = output.write_all(&head).and_then(|_| output.flush()) {
                    io_err = Some(e);
                    return;
                }
                let mut out = vec![0u8; out_size];
                for k in 0..count {
                    run(&inputs[k * size..(k + 1) * size], &mut out);
                    if let Err(e) = output.write_all(&out).and_then(|_| output.flush()) {
                        io_err = Some(e);
                        return;
                    }
                }
            })
        });
        if let Some(e) = io_err {
            return Err(e.into());
        }
        if let Err(e) = res {
            let msg = e.to_string();
            output.write_all(b"E")?;
            output.write_all(&(msg.len() as u32).to_le_bytes())?;
            output.write_all(msg.as_bytes())?;
            output.flush()?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_a_vector_add_through_the_jit() {
        let text = "define <4 x i7> @f(<4 x i7> %a, <4 x i7> %b) {\n  %r = add <4 x i7> %a, %b\n  ret <4 x i7> %r\n}\n";
        let (params, ret) = signature(text).unwrap();
        let vals: Vec<Vec<ApInt>> = vec![
            (0..4).map(|i| ApInt::from_u64(7, 100 + i)).collect(),
            (0..4).map(|i| ApInt::from_u64(7, 20 * i)).collect(),
        ];
        let mut input = vec![0u8; buffer_bytes(&params)];
        encode(&params, &vals, &mut input);
        let mut out = vec![0u8; slot_bytes(&ret)];
        with_compiled(text, CodegenLevel::O0, |run| run(&input, &mut out)).unwrap();
        let got: Vec<u64> = decode(&ret, &out).iter().map(|v| v.low_u64()).collect();
        assert_eq!(got, vec![100, 121, 142 - 128, 163 - 128]);
    }
}
