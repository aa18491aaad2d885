//! An expression in the syntax of Moodle's calculated questions: each
//! parameter as a `{name}` wildcard and PHP's functions (`log` is the
//! natural logarithm, `pow(x, y)` the power, `fmod` the remainder), as
//! Moodle's `qtype_calculated` evaluates them. The named formulas with a
//! closed form (`fp_bloom`, `bits_for`…) are written out; the others
//! (such as the exact rate, `fp_exact`, a sum Moodle cannot write) have no
//! Moodle counterpart, and neither has an expression that calls them.

use evalexpr::{DefaultNumericTypes, Node, Operator, Value};

use super::Expression;

impl Expression {
    /// The formula as Moodle writes it, or None when it calls one of the
    /// named formulas, which Moodle cannot compute.
    pub fn to_moodle(&self) -> Option<String> {
        moodle(&self.tree)
    }
}

fn moodle(node: &Node<DefaultNumericTypes>) -> Option<String> {
    let children = node.children();
    let both = |op: &str| -> Option<String> {
        match children {
            [left, right] => Some(format!("({} {op} {})", moodle(left)?, moodle(right)?)),
            _ => None,
        }
    };
    match node.operator() {
        Operator::RootNode => match children {
            [inner] => moodle(inner),
            _ => None,
        },
        Operator::Const {
            value: Value::Float(number),
        } => Some(crate::units::format_real(*number)),
        Operator::Const {
            value: Value::Int(number),
        } => Some(number.to_string()),
        Operator::VariableIdentifierRead { identifier } => Some(format!("{{{identifier}}}")),
        Operator::Add => both("+"),
        Operator::Sub => both("-"),
        Operator::Mul => both("*"),
        Operator::Div => both("/"),
        Operator::Neg => match children {
            [inner] => Some(format!("(-{})", moodle(inner)?)),
            _ => None,
        },
        Operator::Exp => match children {
            [base, power] => Some(format!("pow({}, {})", moodle(base)?, moodle(power)?)),
            _ => None,
        },
        Operator::Mod => match children {
            [left, right] => Some(format!("fmod({}, {})", moodle(left)?, moodle(right)?)),
            _ => None,
        },
        Operator::Tuple => {
            let items: Option<Vec<String>> = children.iter().map(moodle).collect();
            Some(items?.join(", "))
        }
        Operator::FunctionIdentifier { identifier } => {
            let arguments: Option<Vec<String>> = children.iter().map(moodle).collect();
            let arguments = arguments?.join(", ");
            match identifier.as_str() {
                "ln" => Some(format!("log({arguments})")),
                "log2" => Some(format!("(log({arguments}) / log(2))")),
                "log10" | "exp" | "sqrt" | "abs" | "ceil" | "floor" | "round" | "pow" | "min"
                | "max" => Some(format!("{identifier}({arguments})")),
                named => {
                    let arguments: Option<Vec<String>> = match children {
                        [argument] => flatten(argument).iter().map(|a| moodle(a)).collect(),
                        _ => None,
                    };
                    named_formula(named, &arguments?)
                }
            }
        }
        _ => None,
    }
}

/// The arguments of a call: the parentheses are root nodes around a
/// tuple or a single value.
fn flatten(argument: &Node<DefaultNumericTypes>) -> Vec<&Node<DefaultNumericTypes>> {
    match (argument.operator(), argument.children()) {
        (Operator::RootNode, [inner]) => flatten(inner),
        (Operator::Tuple, items) => items.iter().collect(),
        _ => vec![argument],
    }
}

/// A named formula with a closed form, over its arguments (in Moodle's
/// syntax, in the order of the formula's parameters), as
/// `crate::theory` computes it; None for the others.
pub(super) fn named_formula(name: &str, arguments: &[String]) -> Option<String> {
    let a: Vec<String> = arguments.iter().map(|a| format!("({a})")).collect();
    let bits_per_element = |p: &str| format!("((-log({p})) / pow(log(2), 2))");
    Some(match (name, a.as_slice()) {
        ("bits_per_element", [p]) => bits_per_element(p),
        ("bits_for", [n, p]) => format!("({n} * {})", bits_per_element(p)),
        ("megabytes_for", [n, p]) => format!("({n} * {} / 8 / 1000000)", bits_per_element(p)),
        ("optimal_k", [m, n]) => format!("({m} / {n} * log(2))"),
        ("fp_bloom", [m, k, n]) => format!("pow(1 - exp(-{k} * {n} / {m}), {k})"),
        ("fp_from_fill", [x, m, k]) => format!("pow({x} / {m}, {k})"),
        ("expected_fill", [m, k, n]) => format!("(1 - pow(1 - 1 / {m}, {k} * {n}))"),
        ("capacity", [m, p]) => format!("({m} / {})", bits_per_element(p)),
        ("lower_bound_bits", [p]) => format!("(log(1 / {p}) / log(2))"),
        _ => return None,
    })
}

impl crate::content::quiz::FormulaRef {
    /// The formula in Moodle's syntax (see [`Expression::to_moodle`]), or
    /// None when Moodle cannot compute it.
    pub fn to_moodle(&self) -> Option<String> {
        match self {
            Self::Named(formula) => {
                let wildcards: Vec<String> =
                    formula.params.iter().map(|p| format!("{{{p}}}")).collect();
                named_formula(formula.name, &wildcards)
            }
            Self::Written(expression) => expression.to_moodle(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn moodle_of(text: &str) -> Option<String> {
        Expression::parse(text, |name| ["m", "n", "k", "p"].contains(&name))
            .unwrap()
            .to_moodle()
    }

    #[test]
    fn parameters_become_wildcards_and_functions_php_ones() {
        assert_eq!(
            moodle_of("-ln(p) / ln(2)^2").as_deref(),
            Some("((-log({p})) / pow(log(2), 2))")
        );
        assert_eq!(
            moodle_of("ceil(log2(n)) % 4").as_deref(),
            Some("fmod(ceil((log({n}) / log(2))), 4)")
        );
        assert_eq!(moodle_of("min(m, 3)").as_deref(), Some("min({m}, 3)"));
        assert_eq!(moodle_of("fp_exact(m, k, n)"), None, "no closed form");
        assert_eq!(
            moodle_of("fp_bloom(m, k, n) * 2").as_deref(),
            Some("(pow(1 - exp(-({k}) * ({n}) / ({m})), ({k})) * 2)")
        );
        // The translation computes what the formula computes.
        let expression = Expression::parse("m / n * ln(2)", |_| true).unwrap();
        let values: BTreeMap<String, f64> =
            [("m".to_owned(), 1000.0), ("n".to_owned(), 100.0)].into();
        assert!((expression.eval(&values) - 10.0 * 2f64.ln()).abs() < 1e-12);
        assert_eq!(
            expression.to_moodle().as_deref(),
            Some("(({m} / {n}) * log(2))")
        );
    }
}
