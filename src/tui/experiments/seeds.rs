//! Each tab's own seed and repeat: d and D change the seed of the tab
//! shown, and a tab keeps its seed and its last repeat's tally while the
//! student looks at the others (reader 25, es 3.3, 3.6, en 3.1, 3.2).

use super::repeat::Repeat;
use super::{DEFAULT_SEED, ExperimentsScreen, Tab};
use crate::lang::Lang;
use crate::t;

impl ExperimentsScreen {
    /// The seed of the shown tab's next run.
    pub(crate) fn seed(&self) -> u64 {
        self.seeds[self.tab.index()]
    }

    /// D: the shown tab back to the command line's seed.
    pub(super) fn default_seed(&mut self) {
        self.seeds[self.tab.index()] = DEFAULT_SEED;
    }

    /// Show `tab`, with its own seed and its own repeat's tally; each
    /// tab opens with its explanation where its room puts it (reader 14,
    /// es 3.5: e on one tab carried over to the next).
    pub(super) fn show_tab(&mut self, tab: Tab) {
        self.tab = tab;
        self.selected = 0;
        self.explain_flipped = false;
        // Its text from the top: the k sweep's tally opened mid-sentence,
        // at the place the small filter's explanation was scrolled to
        // (reader 46, en 1.2).
        self.explain_scroll = 0;
        if self
            .repeat
            .as_ref()
            .is_some_and(|r| !r.active && r.tab != tab)
        {
            self.set_repeat_aside();
        }
        if self.repeat.is_none() {
            self.repeat = self.kept_repeats[tab.index()].take();
        }
    }

    /// The last repeat to its tab's place, where its tally waits for the
    /// student to come back; one still running stops where it is, as its
    /// run does when another starts.
    pub(super) fn set_repeat_aside(&mut self) {
        if let Some(mut repeat) = self.repeat.take() {
            if repeat.active {
                repeat.active = false;
                self.seeds[repeat.tab.index()] = repeat.stopped_seed();
            }
            let index = repeat.tab.index();
            self.kept_repeats[index] = Some(repeat);
        }
    }

    /// A plain run on the shown tab is about to start: this tab's tally
    /// goes, another tab's stays with that tab.
    pub(super) fn drop_repeat_here(&mut self) {
        self.set_repeat_aside();
        self.kept_repeats[self.tab.index()] = None;
    }

    /// The last repeat of `tab`, running or over.
    pub(super) fn repeat_of(&self, tab: Tab) -> Option<&Repeat> {
        self.repeat
            .as_ref()
            .filter(|r| r.tab == tab)
            .or(self.kept_repeats[tab.index()].as_ref())
    }

    /// The shown tab's last repeat, to change how it is shown.
    pub(super) fn repeat_here_mut(&mut self) -> Option<&mut Repeat> {
        let tab = self.tab;
        match self.repeat.as_mut() {
            Some(repeat) if repeat.tab == tab => Some(repeat),
            _ => self.kept_repeats[tab.index()].as_mut(),
        }
    }

    /// d: a seed no run has used. Right after a repeat, the next seed
    /// already is one: d said nothing and moved past it, and seed 21 read
    /// as skipped (reader 21, en 2.5). It says so instead.
    pub(super) fn new_seed(&mut self, lang: Lang) {
        let seed = self.seed();
        // Said once: d again moves on, to a seed further still.
        let told = self.repeat_of(self.tab).is_some_and(|r| r.told_seed_new);
        if self.seed_new_already() && !told {
            self.note = Some(t!(lang, "exp-seed-already-new", seed = seed));
            if let Some(repeat) = self.repeat_here_mut() {
                repeat.told_seed_new = true;
            }
            return;
        }
        self.next_seed(self.tab);
    }

    /// After a whole repeat, the next seed is one the repeat did not
    /// measure: d has nothing to renew.
    pub(super) fn seed_new_already(&self) -> bool {
        let after_repeat = self
            .repeat_of(self.tab)
            .filter(|r| !r.active && r.done >= r.seeds)
            .map(|r| r.start_seed.wrapping_add(r.done as u64));
        let last_run = self
            .shown(self.tab)
            .and_then(|live| live.specs.first())
            .map(|spec| spec.seed);
        after_repeat == Some(self.seed()) && last_run.map(|s| s.wrapping_add(1)) == after_repeat
    }

    /// The next seed of `tab` (d, and each run of a repeat): one more, as
    /// the command line's `--repeat` steps them, so a repeat of 20 from
    /// seed 1 is `--seed 1 --repeat 20` there. Each seed starts a stream
    /// of its own however close the numbers; a scrambled step gave 13 to
    /// 15 digits to copy (reader 15, es 5.4, en 5.1).
    ///
    /// After a repeat, which leaves its first seed to run again with s,
    /// d moves past the seeds it ran: from seed 1 after 20 seeds, 21, not
    /// 2, which the repeat had measured (reader 18, en 3.3, es 3.4).
    pub(super) fn next_seed(&mut self, tab: Tab) {
        let seed = self.seeds[tab.index()];
        let past_repeat = self
            .repeat_of(tab)
            .filter(|r| !r.active && r.done > 1 && r.start_seed == seed)
            .map(|r| r.start_seed.wrapping_add(r.done as u64));
        self.seeds[tab.index()] = past_repeat.unwrap_or_else(|| seed.wrapping_add(1));
    }
}

impl ExperimentsScreen {
    /// What s does with no run under way. After a run, it measures again
    /// (reader 12, es 2.6: «s empezar» beside a finished table); after one
    /// cancelled before it measured anything, it starts (reader 14, es
    /// 2.5); once d has picked a seed the shown run did not use, it names
    /// that seed (reader 26, es 2.3: «s repetir» beside seed 21; reader
    /// 27, en 2.1: «s start» beside a full table).
    pub(super) fn s_words(&self, lang: Lang) -> String {
        let shown = self
            .shown(self.tab)
            .filter(|live| !live.cancelled_unmeasured());
        match shown
            .and_then(|live| live.specs.first())
            .map(|spec| spec.seed)
        {
            Some(seed) if seed != self.seed() => {
                t!(lang, "exp-key-measure-seed", seed = self.seed().to_string())
            }
            Some(_) => t!(lang, "exp-key-again"),
            None if self.tab == Tab::Alternatives && self.alternatives.run.is_some() => {
                t!(lang, "exp-key-again")
            }
            None => t!(lang, "exp-key-start"),
        }
    }
}
