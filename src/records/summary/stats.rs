//! The figures of Moodle's quiz statistics report, on plain numbers.
//!
//! Definitions followed: Moodle's own code, `question/classes/statistics/
//! questions/calculator.php` (per question: sd, discrimination index,
//! discriminative efficiency) and `mod/quiz/report/statistics/classes/
//! calculator.php` (per quiz: mean, median, standard deviation, the
//! coefficient of internal consistency, error ratio and standard error),
//! as the "Quiz statistics calculations" page of Moodle's developer
//! documentation describes them. Variances divide by n − 1, as Moodle's.

/// The arithmetic mean; None for no values.
pub fn mean(values: &[f64]) -> Option<f64> {
    (!values.is_empty()).then(|| values.iter().sum::<f64>() / values.len() as f64)
}

/// The median: the middle value, or the mean of the two middle ones.
pub fn median(values: &[f64]) -> Option<f64> {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(sorted[n / 2]),
        _ => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2.0),
    }
}

/// The sample variance, Σ(x − x̄)² / (n − 1); None for fewer than two.
pub fn variance(values: &[f64]) -> Option<f64> {
    if values.len() < 2 {
        return None;
    }
    let m = mean(values)?;
    let squares: f64 = values.iter().map(|x| (x - m).powi(2)).sum();
    Some(squares / (values.len() - 1) as f64)
}

/// The sample standard deviation (Moodle's "SD"): √variance.
pub fn sd(values: &[f64]) -> Option<f64> {
    variance(values).map(f64::sqrt)
}

/// The Pearson correlation of the pairs; None for fewer than two, or when
/// either side does not vary. Moodle's discrimination index is this, over
/// (mark on the question, mark on the rest of the quiz), times 100.
pub fn pearson(pairs: &[(f64, f64)]) -> Option<f64> {
    if pairs.len() < 2 {
        return None;
    }
    let (sxy, sxx, syy) = moments(pairs)?;
    (sxx > 0.0 && syy > 0.0).then(|| sxy / (sxx * syy).sqrt())
}

/// Moodle's discriminative efficiency: the covariance of (mark on the
/// question, mark on the rest) over the largest covariance those two lists
/// of marks could have, reached when both are sorted and paired in order
/// (Moodle's `covariancemax`). From −1 to 1 here (Moodle shows it ×100).
/// None for fewer than two pairs or when that largest covariance is 0.
pub fn discriminative_efficiency(pairs: &[(f64, f64)]) -> Option<f64> {
    if pairs.len() < 2 {
        return None;
    }
    let (sxy, _, _) = moments(pairs)?;
    let mut xs: Vec<f64> = pairs.iter().map(|p| p.0).collect();
    let mut ys: Vec<f64> = pairs.iter().map(|p| p.1).collect();
    xs.sort_by(f64::total_cmp);
    ys.sort_by(f64::total_cmp);
    let sorted: Vec<(f64, f64)> = xs.into_iter().zip(ys).collect();
    let (max, _, _) = moments(&sorted)?;
    (max > 0.0).then(|| sxy / max)
}

/// Σ(x − x̄)(y − ȳ), Σ(x − x̄)², Σ(y − ȳ)².
fn moments(pairs: &[(f64, f64)]) -> Option<(f64, f64, f64)> {
    let n = pairs.len() as f64;
    if pairs.is_empty() {
        return None;
    }
    let mean_x = pairs.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = pairs.iter().map(|p| p.1).sum::<f64>() / n;
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for (x, y) in pairs {
        let (dx, dy) = (x - mean_x, y - mean_y);
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    Some((sxy, sxx, syy))
}

/// Cronbach's α, Moodle's "coefficient of internal consistency", from the
/// marks of each attempt on each of q questions (one row per attempt):
/// α = q/(q − 1) · (1 − Σ var(question) / var(total)). From −∞ to 1 here
/// (Moodle shows it ×100). None for fewer than two attempts or two
/// questions, or when the totals do not vary.
pub fn cronbach_alpha(rows: &[Vec<f64>]) -> Option<f64> {
    let q = rows.first()?.len();
    if rows.len() < 2 || q < 2 || rows.iter().any(|row| row.len() != q) {
        return None;
    }
    let totals: Vec<f64> = rows.iter().map(|row| row.iter().sum()).collect();
    let total_variance = variance(&totals)?;
    if total_variance <= 0.0 {
        return None;
    }
    let mut item_variances = 0.0;
    for question in 0..q {
        let column: Vec<f64> = rows.iter().map(|row| row[question]).collect();
        item_variances += variance(&column)?;
    }
    let q = q as f64;
    Some(q / (q - 1.0) * (1.0 - item_variances / total_variance))
}

/// Moodle's error ratio, √(1 − α), as a share (Moodle shows a
/// percentage): the part of the scores' spread that is noise. None when α
/// is none.
pub fn error_ratio(alpha: Option<f64>) -> Option<f64> {
    alpha.map(|a| (1.0 - a).max(0.0).sqrt())
}

pub(crate) fn histogram(percents: impl Iterator<Item = f64>) -> Vec<super::HistogramBar> {
    let bars = 100 / super::HISTOGRAM_STEP;
    let mut counts = vec![0; bars as usize];
    for percent in percents {
        let bar =
            ((percent / f64::from(super::HISTOGRAM_STEP)).floor() as usize).min(counts.len() - 1);
        counts[bar] += 1;
    }
    counts
        .into_iter()
        .enumerate()
        .map(|(bar, students)| {
            let from = bar as u32 * super::HISTOGRAM_STEP;
            super::HistogramBar {
                from_percent: from,
                to_percent: from + super::HISTOGRAM_STEP,
                students,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_of_an_even_count_is_the_mean_of_the_middle_two() {
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
        assert_eq!(median(&[5.0, 1.0, 3.0]), Some(3.0));
        assert_eq!(median(&[]), None);
    }

    #[test]
    fn pearson_matches_a_hand_calculation() {
        // x = 0,1,1 and y = 1,2,4: means 2/3 and 7/3; sxy = 4/3,
        // sxx = 2/3, syy = 14/3; r = (4/3) / sqrt(28/9) = 4 / sqrt(28).
        let r = pearson(&[(0.0, 1.0), (1.0, 2.0), (1.0, 4.0)]).unwrap();
        assert!((r - 4.0 / 28f64.sqrt()).abs() < 1e-12, "{r}");
        assert_eq!(pearson(&[(1.0, 1.0), (1.0, 5.0)]), None, "x does not vary");
        assert_eq!(pearson(&[(1.0, 1.0)]), None);
    }

    /// The same pairs: sorted, y is 1,2,4 against 0,1,1, so the largest
    /// covariance sum is (−2/3)(−4/3) + (1/3)(−1/3) + (1/3)(5/3) = 4/3,
    /// which the pairs already reach: efficiency 1. Reversed, (0,4) (1,2)
    /// (1,1) give (−2/3)(5/3) + (1/3)(−1/3) + (1/3)(−4/3) = −5/3:
    /// efficiency (−5/3) / (4/3) = −1.25.
    #[test]
    fn discriminative_efficiency_matches_a_hand_calculation() {
        let best = discriminative_efficiency(&[(0.0, 1.0), (1.0, 2.0), (1.0, 4.0)]).unwrap();
        assert!((best - 1.0).abs() < 1e-12, "{best}");
        let worst = discriminative_efficiency(&[(0.0, 4.0), (1.0, 2.0), (1.0, 1.0)]).unwrap();
        assert!((worst + 1.25).abs() < 1e-12, "{worst}");
        assert_eq!(discriminative_efficiency(&[(1.0, 2.0), (1.0, 3.0)]), None);
    }
}
