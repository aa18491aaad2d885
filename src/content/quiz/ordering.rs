//! Ordering questions: the student puts items in order (the steps of an
//! insertion, structures by bits per key). The file lists the items in
//! the right order; an attempt shows them shuffled, never already in
//! order.
//!
//! **Grading: partial credit by position.** Each item standing at its
//! right place earns an equal share of the question's points; the points
//! are `points × (items in place) / (items)`, rounded down to a whole
//! point. The answer is correct only with every item in place. So a
//! question worth as many points as it has items gives one point per item
//! in place; a question worth 1 point gives it only for the whole order.

use rand::Rng;
use rand::seq::SliceRandom;

use super::Grade;
use super::raw::RawQuestion;
use crate::content::limits;
use crate::content::validation::{Issue, ListSize, check_list_size, issue, require_text};
use crate::content::yaml::NodePath;
use crate::msg;

/// An ordering question's items, in the right order.
#[derive(Clone, Debug, PartialEq)]
pub struct Ordering {
    pub items: Vec<String>,
}

impl Ordering {
    /// How many items of `order` (indices into the items, in the order the
    /// student put them) stand at their right place.
    pub(crate) fn in_place(&self, order: &[usize]) -> usize {
        order
            .iter()
            .enumerate()
            .filter(|(place, item)| place == *item)
            .count()
            .min(self.items.len())
    }

    /// Partial credit by position (see the module's documentation): an
    /// order that is not a permutation of the items gets nothing.
    pub(crate) fn grade(&self, order: &[usize], points: u32) -> Grade {
        let count = self.items.len();
        if !self.is_arrangement(order) || count == 0 {
            return Grade {
                correct: false,
                points: 0,
            };
        }
        let in_place = self.in_place(order);
        let share = u64::from(points) * in_place as u64 / count as u64;
        Grade {
            correct: in_place == count,
            points: u32::try_from(share).unwrap_or(points),
        }
    }

    /// Whether `order` holds every item exactly once.
    fn is_arrangement(&self, order: &[usize]) -> bool {
        let mut sorted = order.to_vec();
        sorted.sort_unstable();
        sorted.iter().copied().eq(0..self.items.len())
    }

    /// The items in the order to show them: shuffled so that no item
    /// starts in its right place (one already there gives part of the
    /// answer away; reader 15). Reshuffling until that holds draws every
    /// such order equally often; about e ≈ 2.7 draws are needed on average.
    pub(crate) fn shuffled(&self, rng: &mut impl Rng) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.items.len()).collect();
        if order.len() < 2 {
            return order;
        }
        let misplaced =
            |order: &[usize]| order.iter().enumerate().all(|(place, item)| place != *item);
        // A bound, so an unlucky stream cannot loop long; a turn of the
        // list is always a valid start.
        for _ in 0..64 {
            order.shuffle(rng);
            if misplaced(&order) {
                return order;
            }
        }
        order.sort_unstable();
        order.rotate_left(1);
        order
    }
}

/// The items of an ordering question, checked: at least two, at most
/// [`limits::MAX_CHOICES`], each a text, no two the same.
pub(super) fn check(
    raw: &RawQuestion,
    issues: &mut Vec<Issue>,
    path: &NodePath,
) -> Option<Ordering> {
    let Some(items) = &raw.items else {
        issues.push(issue(path.clone(), msg!("check-ordering-needs-items")));
        return None;
    };
    let items_path = path.key("items");
    check_list_size(
        issues,
        &items_path,
        items.len(),
        &ListSize {
            min: 2,
            too_few: msg!("check-ordering-too-few", count = items.len()),
            max: limits::MAX_CHOICES,
            what: msg!("check-what-items"),
            advice: Some(msg!("check-advice-split-order")),
        },
    );
    for (i, item) in items.iter().enumerate() {
        require_text(issues, items_path.index(i), item, msg!("check-what-item"));
        if let Some(first) = items[..i]
            .iter()
            .position(|other| other.trim() == item.trim())
            && !item.trim().is_empty()
        {
            issues.push(issue(
                items_path.index(i),
                msg!("check-ordering-repeat", n = i + 1, first = first + 1),
            ));
        }
    }
    Some(Ordering {
        items: items.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn four() -> Ordering {
        Ordering {
            items: ["a", "b", "c", "d"].map(str::to_owned).to_vec(),
        }
    }

    #[test]
    fn each_item_in_place_earns_its_share_rounded_down() {
        let ordering = four();
        let grade = |order: &[usize], points| ordering.grade(order, points);
        assert_eq!(
            grade(&[0, 1, 2, 3], 4),
            Grade {
                correct: true,
                points: 4
            }
        );
        // b and a swapped: c and d in place, 2 of 4.
        assert_eq!(
            grade(&[1, 0, 2, 3], 4),
            Grade {
                correct: false,
                points: 2
            }
        );
        // Everything one place down: nothing in place.
        assert_eq!(grade(&[3, 0, 1, 2], 4).points, 0);
        // 3 of 4 in place cannot happen; 2 of 4 on 3 points is 1.5 → 1.
        assert_eq!(grade(&[1, 0, 2, 3], 3).points, 1);
        assert_eq!(grade(&[1, 0, 2, 3], 1).points, 0, "1 point: all or nothing");
        assert_eq!(grade(&[0, 1, 2, 3], 1).points, 1);
    }

    #[test]
    fn an_order_that_is_not_an_arrangement_gets_nothing() {
        let ordering = four();
        assert_eq!(ordering.grade(&[0, 1, 2], 4).points, 0, "one missing");
        assert_eq!(ordering.grade(&[0, 1, 2, 2], 4).points, 0, "one twice");
        assert_eq!(ordering.grade(&[0, 1, 2, 9], 4).points, 0, "no such item");
        assert!(!ordering.grade(&[0, 1, 2, 3, 4], 4).correct);
    }

    #[test]
    fn no_item_is_shown_in_its_right_place() {
        let two = Ordering {
            items: vec!["x".into(), "y".into()],
        };
        for seed in 0..50 {
            let mut rng = StdRng::seed_from_u64(seed);
            assert_eq!(two.shuffled(&mut rng), [1, 0]);
            let order = four().shuffled(&mut rng);
            // No item in its right place, not just not all of them.
            for (place, item) in order.iter().enumerate() {
                assert_ne!(place, *item, "seed {seed}: {order:?}");
            }
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2, 3]);
        }
    }
}
