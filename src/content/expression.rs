//! Formulas an author writes as an expression over a calculated question's
//! parameters (`4 * m / 8 / 1e6`). The one place that knows evalexpr: it
//! parses the text, and the tree is then checked so that only arithmetic
//! on numbers, the parameters and the functions listed here are left.
//! Every number is a float (evalexpr would divide whole numbers as
//! integers: 1/2 would be 0), and evalexpr's own functions are off, so
//! the names an author may use are exactly the ones the guide lists.

use std::collections::{BTreeMap, BTreeSet};

use evalexpr::error::EvalexprResultValue;
use evalexpr::{
    Context, DefaultNumericTypes, EvalexprError, EvalexprResult, Node, Operator, Value,
};

use super::formulas::{self, Formula};
use crate::i18n::Message;
use crate::msg;

mod moodle;
mod syntax;

use syntax::syntax_problem;

/// The longest expression accepted: a formula is one line, and a short
/// one keeps the parser's recursion shallow whatever the text.
pub(crate) const MAX_EXPRESSION_CHARS: usize = 300;

/// A function an expression may call: its name, how many numbers it
/// takes (None: one or more), and how it computes.
struct Function {
    name: &'static str,
    arity: Option<usize>,
    compute: Compute,
}

/// A function of plain numbers.
type MathFn = fn(&[f64]) -> f64;

enum Compute {
    Math(MathFn),
    /// One of the named formulas, its arguments in the order of its
    /// parameters.
    Named(&'static Formula),
}

/// The functions of plain numbers: name, arity (None: one or more), body.
const MATH: &[(&str, Option<usize>, MathFn)] = &[
    ("ln", Some(1), |a| a[0].ln()),
    ("log2", Some(1), |a| a[0].log2()),
    ("log10", Some(1), |a| a[0].log10()),
    ("exp", Some(1), |a| a[0].exp()),
    ("sqrt", Some(1), |a| a[0].sqrt()),
    ("abs", Some(1), |a| a[0].abs()),
    ("ceil", Some(1), |a| a[0].ceil()),
    ("floor", Some(1), |a| a[0].floor()),
    ("round", Some(1), |a| a[0].round()),
    ("pow", Some(2), |a| a[0].powf(a[1])),
    ("min", None, |a| {
        a.iter().copied().fold(f64::INFINITY, f64::min)
    }),
    ("max", None, |a| {
        a.iter().copied().fold(f64::NEG_INFINITY, f64::max)
    }),
];

fn function(name: &str) -> Option<Function> {
    if let Some((name, arity, compute)) = MATH.iter().find(|(n, _, _)| *n == name) {
        return Some(Function {
            name,
            arity: *arity,
            compute: Compute::Math(*compute),
        });
    }
    formulas::find(name).map(|formula| Function {
        name: formula.name,
        arity: Some(formula.params.len()),
        compute: Compute::Named(formula),
    })
}

/// The names of the functions, for messages and the guide.
pub(crate) fn function_names() -> String {
    let mut names: Vec<&str> = MATH.iter().map(|(name, _, _)| *name).collect();
    names.extend(formulas::FORMULAS.iter().map(|f| f.name));
    names.join(", ")
}

impl Function {
    fn call(&self, arguments: &[f64]) -> f64 {
        match self.compute {
            Compute::Math(compute) => compute(arguments),
            Compute::Named(formula) => {
                // A named formula is only defined, and only quick, for the
                // values a parameter of its name may take: `fp_exact`
                // with k = 10^9 would build a table of 10^18 numbers.
                let allowed =
                    formula.params.iter().zip(arguments).all(|(name, value)| {
                        formulas::check_argument(formula, name, *value).is_ok()
                    });
                if !allowed {
                    return f64::NAN;
                }
                let values: BTreeMap<String, f64> = formula
                    .params
                    .iter()
                    .zip(arguments)
                    .map(|(name, value)| ((*name).to_owned(), *value))
                    .collect();
                formula.eval(&values)
            }
        }
    }

    fn takes(&self, count: usize) -> bool {
        self.arity.map_or(count >= 1, |arity| arity == count)
    }

    fn arity_text(&self) -> Message {
        match self.arity {
            None => msg!("check-arity-one-or-more"),
            Some(n) => msg!("check-arity-numbers", count = n),
        }
    }
}

/// Why a text is not an expression the app can compute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ExpressionError {
    /// The parser's own words.
    Syntax(String),
    /// A syntax error found at a place: the 1-based column (in
    /// characters) and byte offset in the text, the text there, and what
    /// is wrong.
    SyntaxAt {
        column: usize,
        offset: usize,
        near: String,
        why: Message,
    },
    TooLong(usize),
    /// A name that is neither a parameter of the question nor a function.
    UnknownName(String),
    UnknownFunction(String),
    /// A function called with the wrong number of arguments.
    Arity {
        function: String,
        takes: Message,
        got: usize,
    },
    /// Anything but arithmetic: assignments, comparisons, text, `;`.
    NotArithmetic(String),
}

/// A parsed and checked expression.
#[derive(Clone, Debug)]
pub struct Expression {
    text: String,
    tree: Node<DefaultNumericTypes>,
    /// The parameters it reads, sorted.
    reads: Vec<String>,
    /// How many times it calls `fp_exact`, which costs far more than the
    /// rest.
    exact_calls: usize,
    /// Nodes in its tree: what one evaluation costs, besides those calls.
    nodes: usize,
}

impl PartialEq for Expression {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Expression {
    /// Parse `text`; `is_parameter` tells which names are the question's
    /// parameters.
    pub(crate) fn parse(
        text: &str,
        is_parameter: impl Fn(&str) -> bool,
    ) -> Result<Self, ExpressionError> {
        let chars = text.chars().count();
        if chars > MAX_EXPRESSION_CHARS {
            return Err(ExpressionError::TooLong(chars));
        }
        if let Some(problem) = syntax_problem(text) {
            return Err(problem);
        }
        let mut tree = evalexpr::build_operator_tree::<DefaultNumericTypes>(text)
            .map_err(|err| ExpressionError::Syntax(err.to_string()))?;
        let mut tally = Tally::default();
        check_node(&mut tree, &is_parameter, &mut tally)?;
        let expression = Expression {
            text: text.trim().to_owned(),
            tree,
            reads: tally.reads.into_iter().collect(),
            exact_calls: tally.exact_calls,
            nodes: tally.nodes,
        };
        // A tree that cannot give a number whatever the values (an
        // operator short of an operand the scan above let through) is a
        // syntax error, not a range problem.
        let ones: BTreeMap<String, f64> = expression
            .reads
            .iter()
            .map(|name| (name.clone(), 1.0))
            .collect();
        if let Err(err) = expression.tree.eval_number_with_context(&Scope::of(&ones)) {
            return Err(ExpressionError::Syntax(err.to_string()));
        }
        Ok(expression)
    }

    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    pub(crate) fn reads(&self) -> &[String] {
        &self.reads
    }

    /// How many times `fp_exact` is called in one evaluation.
    pub(crate) fn exact_calls(&self) -> usize {
        self.exact_calls
    }

    /// Nodes of the parsed tree (numbers, names, operators, calls).
    pub(crate) fn nodes(&self) -> usize {
        self.nodes
    }

    /// The value with the drawn numbers; NaN when it cannot be computed.
    pub(crate) fn eval(&self, values: &BTreeMap<String, f64>) -> f64 {
        self.tree
            .eval_number_with_context(&Scope::of(values))
            .unwrap_or(f64::NAN)
    }
}

/// What the check of a tree counts.
#[derive(Default)]
struct Tally {
    /// The parameters read.
    reads: BTreeSet<String>,
    exact_calls: usize,
    nodes: usize,
}

/// Check one node and its children; whole numbers become floats.
fn check_node(
    node: &mut Node<DefaultNumericTypes>,
    is_parameter: &impl Fn(&str) -> bool,
    tally: &mut Tally,
) -> Result<(), ExpressionError> {
    tally.nodes += 1;
    match node.operator_mut() {
        Operator::Const { value } => match value {
            Value::Int(whole) => *value = Value::Float(*whole as f64),
            Value::Float(_) => {}
            other => return Err(ExpressionError::NotArithmetic(other.to_string())),
        },
        Operator::VariableIdentifierRead { identifier } => {
            if !is_parameter(identifier) {
                return Err(ExpressionError::UnknownName(identifier.clone()));
            }
            tally.reads.insert(identifier.clone());
        }
        Operator::FunctionIdentifier { identifier } => {
            let Some(function) = function(identifier) else {
                return Err(ExpressionError::UnknownFunction(identifier.clone()));
            };
            tally.exact_calls += usize::from(function.name == "fp_exact");
            let got = match node.children() {
                [argument] => argument_count(argument),
                children => children.len(),
            };
            if !function.takes(got) {
                return Err(ExpressionError::Arity {
                    function: function.name.to_owned(),
                    takes: function.arity_text(),
                    got,
                });
            }
        }
        Operator::RootNode
        | Operator::Add
        | Operator::Sub
        | Operator::Neg
        | Operator::Mul
        | Operator::Div
        | Operator::Mod
        | Operator::Exp
        | Operator::Tuple => {}
        other => return Err(ExpressionError::NotArithmetic(other.to_string())),
    }
    for child in node.children_mut() {
        check_node(child, is_parameter, tally)?;
    }
    Ok(())
}

/// How many numbers a call's argument holds: the parentheses are root
/// nodes around a tuple, a single value, or nothing.
fn argument_count(argument: &Node<DefaultNumericTypes>) -> usize {
    match (argument.operator(), argument.children()) {
        (Operator::RootNode, []) => 0,
        (Operator::RootNode, [inner]) => argument_count(inner),
        (Operator::Tuple, items) => items.len(),
        (
            Operator::Const {
                value: Value::Empty,
            },
            _,
        ) => 0,
        _ => 1,
    }
}

/// The drawn values, and the functions above (evalexpr's own are off).
struct Scope {
    values: BTreeMap<String, Value<DefaultNumericTypes>>,
}

impl Scope {
    fn of(values: &BTreeMap<String, f64>) -> Self {
        Scope {
            values: values
                .iter()
                .map(|(name, value)| (name.clone(), Value::Float(*value)))
                .collect(),
        }
    }
}

impl Context for Scope {
    type NumericTypes = DefaultNumericTypes;

    fn get_value(&self, identifier: &str) -> Option<&Value<DefaultNumericTypes>> {
        self.values.get(identifier)
    }

    fn call_function(
        &self,
        identifier: &str,
        argument: &Value<DefaultNumericTypes>,
    ) -> EvalexprResultValue<DefaultNumericTypes> {
        let function = function(identifier)
            .ok_or_else(|| EvalexprError::FunctionIdentifierNotFound(identifier.to_owned()))?;
        let arguments: Vec<f64> = match argument {
            Value::Tuple(items) => items
                .iter()
                .map(Value::as_number)
                .collect::<Result<_, _>>()?,
            // `crossover_achieved()`: a formula of no parameters.
            Value::Empty => Vec::new(),
            single => vec![single.as_number()?],
        };
        if !function.takes(arguments.len()) {
            return Err(EvalexprError::CustomMessage(format!(
                "{} takes {}",
                function.name,
                function.arity_text()
            )));
        }
        Ok(Value::Float(function.call(&arguments)))
    }

    fn are_builtin_functions_disabled(&self) -> bool {
        true
    }

    fn set_builtin_functions_disabled(
        &mut self,
        disabled: bool,
    ) -> EvalexprResult<(), DefaultNumericTypes> {
        if disabled {
            Ok(())
        } else {
            Err(EvalexprError::BuiltinFunctionsCannotBeEnabled)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(names: &'static [&'static str]) -> impl Fn(&str) -> bool {
        move |name| names.contains(&name)
    }

    fn eval(text: &str, values: &[(&str, f64)]) -> f64 {
        let values: BTreeMap<String, f64> =
            values.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect();
        let names: Vec<String> = values.keys().cloned().collect();
        Expression::parse(text, |n| names.iter().any(|p| p == n))
            .unwrap()
            .eval(&values)
    }

    #[test]
    fn arithmetic_is_in_floats() {
        assert_eq!(eval("4 * m / 8 / 1e6", &[("m", 2e6)]), 1.0);
        assert_eq!(eval("1 / 2 * m", &[("m", 3.0)]), 1.5);
        assert_eq!(eval("2 ^ k", &[("k", 10.0)]), 1024.0);
        assert_eq!(eval("7 % 4", &[]), 3.0);
    }

    #[test]
    fn functions_and_named_formulas() {
        assert_eq!(eval("ceil(log2(n))", &[("n", 1000.0)]), 10.0);
        assert_eq!(eval("min(a, b, 3)", &[("a", 5.0), ("b", 4.0)]), 3.0);
        assert_eq!(eval("max(a)", &[("a", 5.0)]), 5.0);
        assert_eq!(eval("round(2.5) + floor(-0.5)", &[]), 2.0);
        let named = formulas::find("bits_for").unwrap();
        let values: BTreeMap<String, f64> = [("n".to_owned(), 1000.0), ("p".to_owned(), 0.01)]
            .into_iter()
            .collect();
        assert_eq!(
            eval("4 * bits_for(n, p)", &[("n", 1000.0), ("p", 0.01)]),
            4.0 * named.eval(&values)
        );
    }

    #[test]
    fn reads_are_the_parameters_used() {
        let expression = Expression::parse("m * ln(2) / n", params(&["m", "n", "k"])).unwrap();
        assert_eq!(expression.reads(), ["m", "n"]);
        assert_eq!(expression.exact_calls(), 0);
        assert!(
            Expression::parse("fp_exact(m, k, n)", params(&["m", "n", "k"]))
                .unwrap()
                .exact_calls()
                > 0
        );
    }

    #[test]
    fn what_is_refused() {
        let parse = |text: &str| Expression::parse(text, params(&["m", "n"])).unwrap_err();
        assert!(matches!(
            parse("4 * (m"),
            ExpressionError::SyntaxAt { column: 5, why, .. } if why == msg!("check-why-never-closed")
        ));
        assert!(matches!(
            parse("4 * m / / 8"),
            ExpressionError::SyntaxAt { column: 7, why, .. } if why == msg!("check-why-two-operators")
        ));
        assert_eq!(parse("4 * q"), ExpressionError::UnknownName("q".into()));
        assert_eq!(
            parse("math::ln(m)"),
            ExpressionError::UnknownFunction("math::ln".into())
        );
        assert_eq!(
            parse("ln(m, n)"),
            ExpressionError::Arity {
                function: "ln".into(),
                takes: msg!("check-arity-numbers", count = 1_usize),
                got: 2
            }
        );
        assert!(matches!(parse("m = 3"), ExpressionError::NotArithmetic(_)));
        assert!(matches!(parse("m > n"), ExpressionError::NotArithmetic(_)));
        assert!(matches!(parse("\"m\""), ExpressionError::NotArithmetic(_)));
        assert!(matches!(parse("m; n"), ExpressionError::NotArithmetic(_)));
        assert!(matches!(
            parse(&"(".repeat(400)),
            ExpressionError::TooLong(400)
        ));
    }

    #[test]
    fn named_formulas_take_only_the_values_their_parameters_may() {
        let values = [("m", 1000.0), ("k", 7.0), ("n", 100.0)];
        assert!(eval("fp_exact(m, k, n)", &values).is_finite());
        assert!(eval("fp_exact(m, k * 1e9, n)", &values).is_nan());
        assert!(eval("bits_for(n, k)", &values).is_nan(), "p = 7");
    }

    /// The overflow bound and Bloom's rate are defined at a real k (the
    /// optimal k before rounding, which lesson 1 quotes); the exact rate
    /// counts whole probes and refuses 2.5 rather than count it as 2.
    #[test]
    fn a_real_k_is_taken_only_where_the_formula_is_defined_for_one() {
        let real_k = "counter_overflow(1000000, 6.93, 100000)";
        assert!(eval(real_k, &[]).is_finite());
        assert!(eval("fp_bloom(1000, 2.5, 100)", &[]).is_finite());
        assert!(eval("fp_exact(1000, 2.5, 100)", &[]).is_nan());
        assert!(eval("blocked_fp(1000000, 2.5, 100000)", &[]).is_nan());
        assert!(eval("fp_exact(1000, 3, 100)", &[]).is_finite());
    }

    #[test]
    fn not_finite_is_nan_or_infinite_not_a_panic() {
        assert!(eval("ln(m - m)", &[("m", 1.0)]).is_infinite());
        assert!(eval("sqrt(0 - m)", &[("m", 1.0)]).is_nan());
        assert!(eval("m / 0", &[("m", 1.0)]).is_infinite());
    }
}
