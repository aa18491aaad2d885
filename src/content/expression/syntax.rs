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
    let mut order = Order {
        previous: Piece::Start,
        previous_at: 0,
        open: Vec::new(),
    };
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        match read_piece(&chars, &mut i) {
            Read::Blank => {}
            Read::Untaught(len, why) => return at(start, len, why),
            // Not arithmetic: the tree check names it.
            Read::Other => return None,
            Read::Piece(piece) => {
                if let Some((index, len, why)) = order.place(piece, chars[start].1, start, i) {
                    return at(index, len, why);
                }
            }
        }
        i += 1;
    }
    order
        .end()
        .and_then(|(index, len, why)| at(index, len, why))
}

/// What the scan reads at one place.
enum Read {
    Blank,
    Piece(Piece),
    /// A notation evalexpr reads but the guide does not teach: its length
    /// in characters, and why.
    Untaught(usize, Message),
    /// Not arithmetic at all.
    Other,
}

/// Reads the piece that starts at `*i`, leaving `*i` on its last
/// character.
fn read_piece(chars: &[(usize, char)], i: &mut usize) -> Read {
    let c = chars[*i].1;
    let next = chars.get(*i + 1).map(|(_, c)| *c);
    match c {
        c if c.is_whitespace() => Read::Blank,
        '/' if matches!(next, Some('*' | '/')) => Read::Untaught(2, msg!("check-why-comments")),
        '0' if matches!(next, Some('x' | 'X' | 'b' | 'B' | 'o' | 'O')) => {
            let len = chars[*i..]
                .iter()
                .take_while(|(_, c)| c.is_ascii_alphanumeric())
                .count();
            Read::Untaught(len, msg!("check-why-hexadecimal"))
        }
        c if c.is_ascii_digit() || c == '.' => {
            while *i < chars.len() {
                let c = chars[*i].1;
                let exponent_sign = matches!(c, '+' | '-')
                    && matches!(chars.get(i.wrapping_sub(1)), Some((_, 'e' | 'E')));
                if c.is_ascii_alphanumeric() || c == '.' || exponent_sign {
                    *i += 1;
                } else {
                    break;
                }
            }
            *i -= 1;
            Read::Piece(Piece::Operand)
        }
        c if c.is_alphabetic() || c == '_' => {
            while *i + 1 < chars.len()
                && (chars[*i + 1].1.is_alphanumeric() || matches!(chars[*i + 1].1, '_' | ':'))
            {
                *i += 1;
            }
            let rest = chars[*i + 1..].iter().find(|(_, c)| !c.is_whitespace());
            if matches!(rest, Some((_, '('))) {
                Read::Piece(Piece::Call)
            } else {
                Read::Piece(Piece::Operand)
            }
        }
        '+' | '-' | '*' | '/' | '%' | '^' => Read::Piece(Piece::Operator),
        '(' => Read::Piece(Piece::Open),
        ')' => Read::Piece(Piece::Operand),
        ',' => Read::Piece(Piece::Comma),
        _ => Read::Other,
    }
}

/// The order of the pieces read so far: the last one, where it starts,
/// and the open parentheses (where each is, and whether it is a call's).
struct Order {
    previous: Piece,
    previous_at: usize,
    open: Vec<(usize, bool)>,
}

/// A mistake: the index of its first character, its length, and why.
type Misplaced = (usize, usize, Message);

impl Order {
    /// Take in `piece` (its first character `c`, from `start` to `end`),
    /// or say why it cannot come after what came before.
    fn place(&mut self, piece: Piece, c: char, start: usize, end: usize) -> Option<Misplaced> {
        let (previous, previous_at) = (self.previous, self.previous_at);
        let expects_operand = matches!(
            previous,
            Piece::Start | Piece::Operator | Piece::Open | Piece::Comma
        );
        match (piece, c) {
            (Piece::Operator, '-') if expects_operand => {}
            (Piece::Operator, _) if previous == Piece::Operator => {
                let len = start + 1 - previous_at;
                return Some((previous_at, len, msg!("check-why-two-operators")));
            }
            (Piece::Operator, _) if expects_operand => {
                return Some((start, 1, msg!("check-why-operator-before")));
            }
            (Piece::Operand | Piece::Call | Piece::Open, _)
                if matches!(previous, Piece::Operand) && c != ')' =>
            {
                let len = end + 1 - previous_at;
                return Some((previous_at, len, msg!("check-why-two-operands")));
            }
            (Piece::Operand, ')') => match self.open.pop() {
                None => return Some((start, 1, msg!("check-why-closes-nothing"))),
                Some((_, false)) if previous == Piece::Open => {
                    return Some((start - 1, 2, msg!("check-why-empty-parentheses")));
                }
                Some(_) if matches!(previous, Piece::Operator | Piece::Comma) => {
                    let len = start + 1 - previous_at;
                    return Some((previous_at, len, msg!("check-why-operator-after")));
                }
                Some(_) => {}
            },
            (Piece::Open, _) => self.open.push((start, previous == Piece::Call)),
            (Piece::Comma, _) => match self.open.last() {
                Some((_, true)) if !expects_operand => {}
                Some((_, true)) => return Some((start, 1, msg!("check-why-operator-after"))),
                _ => return Some((start, 1, msg!("check-why-comma-outside"))),
            },
            _ => {}
        }
        self.previous = piece;
        self.previous_at = start;
        None
    }

    /// At the end of the text: a parenthesis never closed, or an operator
    /// with nothing after it.
    fn end(&self) -> Option<Misplaced> {
        if let Some((unclosed, _)) = self.open.first() {
            return Some((*unclosed, 1, msg!("check-why-never-closed")));
        }
        if self.previous == Piece::Operator {
            return Some((self.previous_at, 1, msg!("check-why-operator-after")));
        }
        None
    }
}
