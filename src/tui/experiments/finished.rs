//! What a finished run offers on its tab: its figure (f) and its
//! explanation (e), neither while a repeat's seeds still come and go.

use super::{ExperimentsScreen, Tab};
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::KeyHelp;

impl ExperimentsScreen {
    /// The figure of the tab shown: its finished rows, measured points
    /// beside the prediction (None before any row has finished).
    pub(super) fn figure(&self, lang: Lang) -> Option<crate::figure::Figure> {
        use crate::figure::build;
        if self.tab == Tab::Alternatives {
            let rows: Vec<_> = self
                .alternatives
                .run
                .as_ref()?
                .rows
                .iter()
                .filter_map(|row| row.result.clone())
                .collect();
            return (!rows.is_empty()).then(|| build::compare(lang, &rows));
        }
        let outcomes: Vec<_> = self
            .shown(self.tab)?
            .rows
            .iter()
            .filter_map(|row| row.outcome.clone())
            // A cancelled row measured nothing to draw: a run cancelled
            // whole saved an empty figure (reader 11, en 2.4).
            .filter(|outcome| !outcome.cancelled)
            .collect();
        if outcomes.is_empty() {
            return None;
        }
        Some(match self.tab {
            Tab::Table => build::table(lang, outcomes[0].spec.n, &outcomes),
            _ => build::experiments(lang, &outcomes),
        })
    }

    /// The key that saves the figure, once there is one (where a save
    /// went is the status line's note).
    pub(super) fn figure_key(&self, lang: Lang) -> Option<KeyHelp> {
        if self.repeating_here() {
            return None;
        }
        self.figure(lang)
            .map(|_| KeyHelp::new("f", t!(lang, "fig-key-save")))
    }

    /// Whether a repeat is going on on the tab shown. Its seeds' rows come
    /// and go, so e and f, which act on finished rows, wait for its end:
    /// offered as each pass finished a row and gone as the next began,
    /// they flickered (reader 36, en 3.1).
    pub(super) fn repeating_here(&self) -> bool {
        self.repeat
            .as_ref()
            .is_some_and(|r| r.active && r.tab == self.tab)
    }

    /// Whether the tab shown has a finished row (something to explain);
    /// a cancelled row has nothing, and e offered on it did nothing
    /// (reader 11, en 2.4).
    pub(super) fn finished(&self) -> bool {
        !self.repeating_here()
            && self.shown(self.tab).is_some_and(|l| {
                l.rows
                    .iter()
                    .any(|r| r.outcome.as_ref().is_some_and(|o| !o.cancelled))
            })
    }
}
