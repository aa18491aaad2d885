//! `compare --p`: a list of target rates, read by the rule every rate flag
//! shares. A whole number is never a rate, so a comma right after one is a
//! decimal comma («0,01», «1,5%»), as `size --p 0,01` reads it; any other
//! comma separates two rates («0.01,1%», «0,01,0,001»).

use bloomlab::i18n::Message;
use bloomlab::msg;
use bloomlab::units;

/// The rates of one `--p`, in the order written.
#[derive(Clone, Debug)]
pub(super) struct Targets(pub(super) Vec<f64>);

pub(super) fn parse_targets(text: &str) -> Result<Targets, Message> {
    split_rates(text)
        .iter()
        .map(|rate| parse_target(rate))
        .collect::<Result<Vec<_>, _>>()
        .map(Targets)
}

/// `text` cut at the commas that separate rates, keeping decimal commas.
fn split_rates(text: &str) -> Vec<String> {
    let mut rates: Vec<String> = Vec::new();
    for piece in text.split(',') {
        match rates.last_mut() {
            Some(last)
                if is_whole_number(last) && piece.starts_with(|c: char| c.is_ascii_digit()) =>
            {
                last.push(',');
                last.push_str(piece);
            }
            _ => rates.push(piece.to_owned()),
        }
    }
    rates
}

fn is_whole_number(text: &str) -> bool {
    let digits = text.trim();
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// A rate, or 1/256-style fractions (the fingerprint filters' rates).
fn parse_target(text: &str) -> Result<f64, Message> {
    if let Some((top, bottom)) = text.trim().split_once('/') {
        let got = units::quoted(text.trim());
        let (Ok(top), Ok(bottom)) = (top.trim().parse::<f64>(), bottom.trim().parse::<f64>())
        else {
            return Err(msg!("cli-target-bad", got = got));
        };
        return bloomlab::sizing::check_p(top / bottom)
            .map_err(|_| msg!("cli-target-not-a-probability", got = got));
    }
    super::super::parse_p(text)
}

#[cfg(test)]
mod tests {
    use super::split_rates;

    #[test]
    fn a_comma_after_a_whole_number_is_a_decimal_comma() {
        assert_eq!(split_rates("0,01"), ["0,01"]);
        assert_eq!(split_rates("0,01,0,001"), ["0,01", "0,001"]);
        assert_eq!(split_rates("1,5%,1/256"), ["1,5%", "1/256"]);
        assert_eq!(
            split_rates("0.01,1%,1e-3,1e-4"),
            ["0.01", "1%", "1e-3", "1e-4"]
        );
    }
}
