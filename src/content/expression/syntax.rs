//! The mistakes evalexpr would read otherwise or word unhelpfully, found
//! by a scan of the characters before it parses: each at its column.

use super::ExpressionError;
use crate::i18n::Message;
use crate::msg;

/// What a piece of a formula is, for the syntax scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Piece {
    /// A number, a name, or a closing parenthesis: something with a value.
    Operand,
    /// A name right before `(`: a function call.
    Call,
    Operator,
    Open,
    Comma,
    Start,
}

/// The first syntax error a reader would point at in `text`: two
/// operators in a row, an operator with nothing before or after it, two
/// values with no operator between them, unbalanced parentheses, a
/// comma outside a call, and the notations evalexpr reads but the guide
/// does not teach (hexadecimal numbers, comments). Characters that are
/// not arithmetic at all are left to the tree check, which names them.
pub(super) fn syntax_problem(text: &str) -> Option<ExpressionError> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let at = |index: usize, len: usize, why: Message| {
        let offset = chars.get(index).map_or(text.len(), |(offset, _)| *offset);
        let end = chars
            .get(index + len)
            .map_or(text.len(), |(offset, _)| *offset);
        Some(ExpressionError::SyntaxAt {
            column: index + 1,
            offset,
            near: text[offset..end].trim().to_owned(),
            why,
        })
    };
    let mut previous = Piece::Start;
    let mut previous_at = 0;
    // The open parentheses: where each is, and whether it is a call's.
    let mut open: Vec<(usize, bool)> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i].1;
        let next = chars.get(i + 1).map(|(_, c)| *c);
        let start = i;
        let piece = match c {
            c if c.is_whitespace() => {
                i += 1;
                continue;
            }
            '/' if matches!(next, Some('*' | '/')) => {
                return at(i, 2, msg!("check-why-comments"));
            }
            '0' if matches!(next, Some('x' | 'X' | 'b' | 'B' | 'o' | 'O')) => {
                let len = chars[i..]
                    .iter()
                    .take_while(|(_, c)| c.is_ascii_alphanumeric())
                    .count();
                return at(i, len, msg!("check-why-hexadecimal"));
            }
            c if c.is_ascii_digit() || c == '.' => {
                while i < chars.len() {
                    let c = chars[i].1;
                    let exponent_sign = matches!(c, '+' | '-')
                        && matches!(chars.get(i.wrapping_sub(1)), Some((_, 'e' | 'E')));
                    if c.is_ascii_alphanumeric() || c == '.' || exponent_sign {
                        i += 1;
                    } else {
                        break;
                    }
                }
                i -= 1;
                Piece::Operand
            }
            c if c.is_alphabetic() || c == '_' => {
                while i + 1 < chars.len()
                    && (chars[i + 1].1.is_alphanumeric() || matches!(chars[i + 1].1, '_' | ':'))
                {
                    i += 1;
                }
                let rest = chars[i + 1..].iter().find(|(_, c)| !c.is_whitespace());
                if matches!(rest, Some((_, '('))) {
                    Piece::Call
                } else {
                    Piece::Operand
                }
            }
            '+' | '-' | '*' | '/' | '%' | '^' => Piece::Operator,
            '(' => Piece::Open,
            ')' => Piece::Operand,
            ',' => Piece::Comma,
            // Not arithmetic: the tree check names it.
            _ => return None,
        };
        let expects_operand = matches!(
            previous,
            Piece::Start | Piece::Operator | Piece::Open | Piece::Comma
        );
        match (piece, c) {
            (Piece::Operator, '-') if expects_operand => {}
            (Piece::Operator, _) if previous == Piece::Operator => {
                return at(
                    previous_at,
                    start + 1 - previous_at,
                    msg!("check-why-two-operators"),
                );
            }
            (Piece::Operator, _) if expects_operand => {
                return at(start, 1, msg!("check-why-operator-before"));
            }
            (Piece::Operand | Piece::Call | Piece::Open, _)
                if matches!(previous, Piece::Operand) && c != ')' =>
            {
                return at(
                    previous_at,
                    i + 1 - previous_at,
                    msg!("check-why-two-operands"),
                );
            }
            (Piece::Operand, ')') => match open.pop() {
                None => return at(start, 1, msg!("check-why-closes-nothing")),
                Some((_, false)) if previous == Piece::Open => {
                    return at(start - 1, 2, msg!("check-why-empty-parentheses"));
                }
                Some(_) if matches!(previous, Piece::Operator | Piece::Comma) => {
                    return at(
                        previous_at,
                        start + 1 - previous_at,
                        msg!("check-why-operator-after"),
                    );
                }
                Some(_) => {}
            },
            (Piece::Open, _) => open.push((start, previous == Piece::Call)),
            (Piece::Comma, _) => match open.last() {
                Some((_, true)) if !expects_operand => {}
                Some((_, true)) => return at(start, 1, msg!("check-why-operator-after")),
                _ => return at(start, 1, msg!("check-why-comma-outside")),
            },
            _ => {}
        }
        previous = piece;
        previous_at = start;
        i += 1;
    }
    if let Some((unclosed, _)) = open.first() {
        return at(*unclosed, 1, msg!("check-why-never-closed"));
    }
    if previous == Piece::Operator {
        return at(previous_at, 1, msg!("check-why-operator-after"));
    }
    None
}
