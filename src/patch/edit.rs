//! Placing a fold in InstCombine's source text: the helper above the visitor of its root
//! instruction, the call inside the visitor after InstSimplify has had its turn.

/// Where and how a fold goes into one source file.
#[derive(Clone, Debug)]
pub struct Placement<'a> {
    /// The visitor (`visitSub`): `Instruction *InstCombinerImpl::visitSub(...)`.
    pub visit: &'a str,
    /// The helper's C++ (a `static` function, its comment included), without a final
    /// newline or with one.
    pub helper: &'a str,
    /// The helper's name.
    pub func: &'a str,
    /// The helper returns a `Value *` to replace the root with (an InstSimplify-style
    /// fold) rather than a new instruction, and takes no builder.
    pub returns_value: bool,
}

/// How far into a visitor the call may go looking for InstSimplify's call (lines).
const SIMPLIFY_WITHIN: usize = 30;

/// `text` with the fold placed, or why it cannot be: the visitor is not defined in the
/// file, its parameter cannot be read, or the helper's name is taken.
pub fn place(text: &str, p: &Placement) -> Result<String, super::StepError> {
    use super::StepError;
    let head = format!("Instruction *InstCombinerImpl::{}(", p.visit);
    if text.contains(&format!(" *{}(", p.func)) || text.contains(&format!(" {}(", p.func)) {
        return Err(StepError::NameTaken(p.func.to_string()));
    }
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let def = lines
        .iter()
        .position(|l| l.starts_with(&head))
        .ok_or_else(|| StepError::NoVisitor(p.visit.to_string()))?;
    let param = param_name(lines[def]).ok_or_else(|| StepError::NoParameter(p.visit.to_string()))?;
    let open = (def..lines.len())
        .find(|&k| lines[k].trim_end().ends_with('{'))
        .ok_or_else(|| StepError::NoBody(p.visit.to_string()))?;
    // After the visitor's InstSimplify call (`return replaceInstUsesWith(I, V);`) when it
    // comes early, else first thing in the body.
    let after = (open + 1..lines.len().min(open + 1 + SIMPLIFY_WITHIN))
        .take_while(|&k| !lines[k].starts_with('}'))
        .find(|&k| lines[k].trim() == format!("return replaceInstUsesWith({param}, V);"))
        .unwrap_or(open);
    let call = if p.returns_value {
        format!(
            "\n  if (Value *V = {}({param}))\n    return replaceInstUsesWith({param}, V);\n",
            p.func
        )
    } else {
        format!(
            "\n  if (Instruction *R = {}({param}, Builder))\n    return R;\n",
            p.func
        )
    };
    // The helper goes above the visitor and the comment block that documents it.
    let mut top = def;
    while top > 0 && lines[top - 1].trim_start().starts_with("//") {
        top -= 1;
    }
    let mut out = String::with_capacity(text.len() + p.helper.len() + call.len() + 2);
    for (k, l) in lines.iter().enumerate() {
        if k == top {
            out.push_str(p.helper.trim_end());
            out.push_str("\n\n");
        }
        out.push_str(l);
        if k == after {
            // A blank line before the call unless the body starts here.
            if k == open {
                out.push_str(&call[1..]);
                out.push('\n');
            } else {
                out.push_str(&call);
            }
        }
    }
    Ok(out)
}

/// `I` of `Instruction *InstCombinerImpl::visitSub(BinaryOperator &I) {`.
fn param_name(line: &str) -> Option<&str> {
    let inner = line.split_once('(')?.1;
    let first = inner.split([',', ')']).next()?;
    let name = first.rsplit(['&', '*', ' ']).next()?.trim();
    (!name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "\
static int other() { return 0; }

/// Visits a sub.
Instruction *InstCombinerImpl::visitSub(BinaryOperator &I) {
  if (Value *V = simplifySubInst(I.getOperand(0), I.getOperand(1),
                                 SQ.getWithInstruction(&I)))
    return replaceInstUsesWith(I, V);

  return nullptr;
}

Instruction *InstCombinerImpl::visitSelectInst(SelectInst &SI) {
  Value *CondVal = SI.getCondition();
  return nullptr;
}
";

    #[test]
    fn helper_above_the_comment_call_after_simplify() {
        let p = Placement {
            visit: "visitSub",
            helper: "static Instruction *foldX(BinaryOperator &I,\n    InstCombiner::BuilderTy &Builder) {\n  return nullptr;\n}\n",
            func: "foldX",
            returns_value: false,
        };
        let out = place(FILE, &p).unwrap();
        let want = "\
static int other() { return 0; }

static Instruction *foldX(BinaryOperator &I,
    InstCombiner::BuilderTy &Builder) {
  return nullptr;
}

/// Visits a sub.
Instruction *InstCombinerImpl::visitSub(BinaryOperator &I) {
  if (Value *V = simplifySubInst(I.getOperand(0), I.getOperand(1),
                                 SQ.getWithInstruction(&I)))
    return replaceInstUsesWith(I, V);

  if (Instruction *R = foldX(I, Builder))
    return R;

  return nullptr;
}
";
        assert!(out.starts_with(want), "{out}");
    }

    #[test]
    fn no_simplify_call_goes_first_with_the_visitors_parameter() {
        let p = Placement {
            visit: "visitSelectInst",
            helper: "static Value *simplifyY(SelectInst &I) { return nullptr; }",
            func: "simplifyY",
            returns_value: true,
        };
        let out = place(FILE, &p).unwrap();
        assert!(out.contains(
            "Instruction *InstCombinerImpl::visitSelectInst(SelectInst &SI) {\n  if (Value *V = simplifyY(SI))\n    return replaceInstUsesWith(SI, V);\n\n  Value *CondVal"
        ), "{out}");
    }

    #[test]
    fn missing_visitor_and_taken_names_are_errors() {
        let mut p = Placement {
            visit: "visitAdd",
            helper: "static Instruction *foldZ(BinaryOperator &I) { return nullptr; }",
            func: "foldZ",
            returns_value: false,
        };
        assert!(place(FILE, &p)
            .unwrap_err()
            .to_string()
            .contains("no definition of InstCombinerImpl::visitAdd"));
        p.visit = "visitSub";
        p.func = "other";
        assert!(place(FILE, &p).unwrap_err().to_string().contains("already used"));
    }
}
