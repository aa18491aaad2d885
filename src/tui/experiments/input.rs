//! The experiments screen's keys: what each does, and the lists the
//! status line and the help overlay show.

use crate::t;
use crossterm::event::{KeyCode, KeyEvent};

use super::predict::Question;
use super::{
    ALTERNATIVES_LARGE_N, ALTERNATIVES_N, DEFAULT_SEED, ExperimentsScreen, MAX_TABLE_N, MIN_N, Tab,
};
use crate::lang::Lang;
use crate::tui::protocol::{Action, Context, KeyHelp};

impl ExperimentsScreen {
    pub(super) fn handle_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        // The question Esc asks during a run lasts one key.
        let asked_to_leave = std::mem::take(&mut self.asked_to_leave);
        let asked_to_discard = self.asked_to_discard.take();
        // <, >, + and − after a comparison would throw its results away
        // unannounced (reader 8, en 3.2): the first press asks, a second
        // of the same key goes ahead.
        // Esc answers «keep it» and stays, as the question offers: it left
        // the screen too (reader 11, es 2.1).
        // Any other key keeps it and does nothing else, as the playground's
        // «e again» does: a d there changed the seed too (reader 16, es
        // 2.3).
        if asked_to_discard.is_some_and(|asked| key.code != KeyCode::Char(asked)) {
            self.note = Some(self.discard_kept(ctx.lang));
            return Action::None;
        }
        if let KeyCode::Char(c) = key.code
            && asked_to_discard != Some(c)
            && let Some(ask) = self.discard_question(c, ctx.lang)
        {
            self.asked_to_discard = Some(c);
            self.note = Some(ask);
            return Action::None;
        }
        if self.note.take().is_none() && key.code == KeyCode::Char('f') {
            // Before anything is measured there is no figure: f says so,
            // where it did nothing (reader 12, es 2.5).
            self.note = Some(match self.figure(ctx.lang) {
                _ if self.repeating_here() => t!(ctx.lang, "exp-figure-after-repeat"),
                Some(figure) => {
                    crate::tui::figure_file::save(&figure, self.tab.file_name(), ctx.lang)
                }
                None => t!(ctx.lang, "exp-figure-nothing-yet"),
            });
            return Action::None;
        }
        if self.prompt_key(key, ctx) || self.alternatives_key(key) {
            return Action::None;
        }
        if self.tab == Tab::Alternatives && self.alternatives_tab_key(key, ctx) {
            return Action::None;
        }
        if self.run_key(key, ctx) || self.view_key(key, ctx) {
            return Action::None;
        }
        match key.code {
            // Runs take both cores: leaving stops them, so Esc asks first
            // (Tab and the other keys keep the run going).
            KeyCode::Esc | KeyCode::Char('q') if self.running() && !asked_to_leave => {
                self.asked_to_leave = true;
            }
            KeyCode::Esc | KeyCode::Char('q') => {
                // Leaving stops a run, and the next screen says so.
                if self.running() {
                    // The key that starts again what was stopped: r for
                    // a repeat over seeds, s for one run (reader 14, es 2.6).
                    let repeating = self.repeat.as_ref().is_some_and(|repeat| repeat.active);
                    let again = if repeating { "r" } else { "s" };
                    self.notice = Some(t!(
                        ctx.lang,
                        "exp-key-the-experiment-was-cancelled-when",
                        key = again
                    ));
                }
                self.cancel();
                return Action::Back;
            }
            _ => {}
        }
        Action::None
    }

    /// The keys that choose a tab and what runs on it (start, repeat,
    /// cancel, the seed, the table's n); false for any other key.
    fn run_key(&mut self, key: KeyEvent, ctx: &Context) -> bool {
        match key.code {
            KeyCode::Tab | KeyCode::Char('t') => {
                let next = (self.tab.index() + 1) % Tab::ALL.len();
                self.show_tab(Tab::ALL[next]);
            }
            // Shift+Tab back, as in any tabbed view (reader 14, es 2.7).
            KeyCode::BackTab => {
                let count = Tab::ALL.len();
                self.show_tab(Tab::ALL[(self.tab.index() + count - 1) % count]);
            }
            KeyCode::Char(c @ '1'..='4') => self.show_tab(Tab::ALL[c as usize - '1' as usize]),
            // Enter opens the question on a tab that asks one, and only
            // that: after one prediction it asks for the row now selected,
            // never starts the run in its place (reader 9, en 2.1); s
            // starts at once, with or without a prediction.
            KeyCode::Enter => {
                self.open_question();
            }
            // During a repeat, s starts the 20 seeds again, as its label
            // says: it dropped the seeds done and measured one, unsaid
            // (reader 39, en 2.4).
            KeyCode::Char('s') => match self.active_repeat_start() {
                Some(first_seed) => {
                    self.seeds[self.tab.index()] = first_seed;
                    self.start_repeat(ctx);
                }
                None => {
                    self.drop_repeat_here();
                    self.start(ctx);
                }
            },
            KeyCode::Char('r') => self.start_repeat(ctx),
            KeyCode::Char('x') => {
                if let Some(repeat) = self.repeat.as_mut().filter(|r| r.active) {
                    repeat.active = false;
                    self.seeds[repeat.tab.index()] = repeat.stopped_seed();
                }
                self.cancel();
            }
            // c swaps a repeat's tally and the chart under the table.
            // The explanation in the tally's place: c brings the tally
            // back, as its label says (reader 13, en 2.1: «c hide tally»
            // over the explanation).
            KeyCode::Char('c') if self.tally_here().is_some() && self.explain_flipped => {
                self.explain_flipped = false;
                self.explain_scroll = 0;
            }
            // The explanation stays as it was, shown or hidden: hiding
            // the tally brought back an explanation e had hidden (reader
            // 14, en 2.9).
            KeyCode::Char('c') if self.repeat_here().is_some() => {
                let explained = self.explanation_shown(ctx);
                if let Some(repeat) = self.repeat_here_mut() {
                    repeat.tally_aside = !repeat.tally_aside;
                }
                self.explain_flipped = false;
                if self.tally_here().is_none() && self.explanation_shown(ctx) != explained {
                    self.explain_flipped = true;
                }
                self.explain_scroll = 0;
            }
            KeyCode::Char('d') => self.new_seed(ctx.lang),
            // Back to the command line's seed, to see its table on screen.
            KeyCode::Char('D') => self.default_seed(),
            // At either end of n's range the key says so, and the table's
            // results stay (reader 10, en 2.9: - at 10,000 did nothing).
            KeyCode::Char('+') | KeyCode::Char('=')
                if self.tab == Tab::Table && !self.running() =>
            {
                self.step_table_n(MAX_TABLE_N, ctx.lang);
            }
            KeyCode::Char('-') if self.tab == Tab::Table && !self.running() => {
                self.step_table_n(MIN_N, ctx.lang);
            }
            _ => return false,
        }
        true
    }

    /// The question a key that would throw finished results away asks
    /// first: <, > and + or − after a comparison, and + and − on a measured
    /// table, where n can still move (reader 26, en 2.2).
    fn discard_question(&self, key: char, lang: Lang) -> Option<String> {
        if self.running() {
            return None;
        }
        match (self.tab, key) {
            (Tab::Alternatives, '<' | '>') if self.alternatives.run.is_some() => Some(t!(
                lang,
                "exp-alt-discard-ask-target",
                key = key.to_string(),
                next = self.alternatives.next_targets_words(key == '>', lang)
            )),
            (Tab::Alternatives, '+' | '=' | '-')
                if self.alternatives.run.is_some()
                    && self.alternatives.n
                        != if key == '-' {
                            ALTERNATIVES_N
                        } else {
                            ALTERNATIVES_LARGE_N
                        } =>
            {
                // What + or − goes to, as < and > say it (reader 39, en
                // 2.2).
                let n = if key == '-' {
                    ALTERNATIVES_N
                } else {
                    ALTERNATIVES_LARGE_N
                };
                // n alone, as the tab's header says it: with «claves por
                // estructura» the question ran past 80 columns and lost
                // «Otra tecla: se queda» (readers 48, es 1.1).
                let next = format!("n = {}", crate::tui::text::count(lang, n));
                Some(t!(
                    lang,
                    "exp-alt-discard-ask-target",
                    key = key.to_string(),
                    next = next
                ))
            }
            (Tab::Table, '+' | '-')
                if self.n != if key == '+' { MAX_TABLE_N } else { MIN_N }
                    && self
                        .shown(Tab::Table)
                        .is_some_and(|live| !live.cancelled_unmeasured()) =>
            {
                // The n it goes to, not only what it clears (reader 28, en
                // 2.4: «clear the measured table» left n unsaid).
                let n = if key == '+' {
                    (self.n * 10).min(MAX_TABLE_N)
                } else {
                    (self.n / 10).max(MIN_N)
                };
                // And that the seed goes back to 1, before it does: said
                // only after, it went unseen (reader 41, en 3.1, es 3.1).
                let (key, n) = (key.to_string(), crate::tui::text::count(lang, n));
                Some(if self.seeds[Tab::Table.index()] != super::DEFAULT_SEED {
                    t!(lang, "exp-table-discard-ask-seed", key = key, n = n)
                } else {
                    t!(lang, "exp-table-discard-ask", key = key, n = n)
                })
            }
            _ => None,
        }
    }

    /// What a discard question's «no» keeps, said after it.
    pub(super) fn discard_kept(&self, lang: Lang) -> String {
        match self.tab {
            Tab::Table => t!(lang, "exp-table-discard-kept"),
            _ => t!(lang, "exp-alt-discard-kept"),
        }
    }

    /// The keys that move through what is shown (the rows, the
    /// explanation); false for any other key.
    fn view_key(&mut self, key: KeyEvent, ctx: &Context) -> bool {
        match key.code {
            // e flips where a finished row's explanation goes: before one
            // has finished there is nothing to explain.
            KeyCode::Char('e') if !self.finished() => {}
            KeyCode::Char('e') => {
                self.explain_flipped = !self.explain_flipped;
                self.explain_scroll = 0;
            }
            KeyCode::PageDown | KeyCode::PageUp => {
                if let Some((starts, total, height)) = self.scrolled_text(ctx) {
                    self.explain_scroll = super::table::paged_top(
                        (&starts, total, height),
                        self.explain_scroll,
                        key.code == KeyCode::PageDown,
                    );
                }
            }
            KeyCode::Up => {
                self.selected = self.selected.saturating_sub(1);
                self.explain_scroll = 0;
            }
            KeyCode::Down => {
                self.explain_scroll = 0;
                let rows = self.row_count();
                self.selected = (self.selected + 1).min(rows.saturating_sub(1));
            }
            _ => return false,
        }
        true
    }

    /// The keys only the Alternatives tab reads (start, n, the chart and
    /// the costs); false for the keys all tabs share.
    fn alternatives_tab_key(&mut self, key: KeyEvent, ctx: &Context) -> bool {
        match key.code {
            // s only: Enter, which predicts on the other tabs, started a
            // run here unannounced (reader 8, en 2.2); here it does nothing.
            KeyCode::Char('s') => self.start_alternatives(&ctx.sender),
            KeyCode::Enter => {}
            // The comparison is one run, with no repeat over seeds: r says
            // where it works, rather than do nothing (reader 13, es 2.2).
            KeyCode::Char('r') => self.note = Some(t!(ctx.lang, "exp-alt-no-repeat")),
            // e explains the row as on the other tabs: its words whole,
            // with how it was measured and judged (reader 17, es 2.7).
            KeyCode::Char('e') => self.alternatives.words_whole ^= true,
            // + and −: 10^5 or 10^6 keys per structure (before a run, or
            // after), as + and − change the table's n; n is «next» in the
            // lessons (reader 27, es 2.4, en 2.3).
            KeyCode::Char(c @ ('+' | '=' | '-')) if !self.running() => {
                self.alternatives_n_to(c != '-', ctx.lang);
            }
            KeyCode::Char('c') => {
                let layout = self.alternatives_now(ctx);
                // Where both already show, c says so rather than change a
                // state nothing on screen reflects.
                if !layout.one_of_two {
                    self.size_note(t!(ctx.lang, "exp-alt-c-both-fit"));
                } else if layout.chart_fits {
                    self.alternatives.table_whole = !self.alternatives.table_whole;
                } else if layout.chart_room {
                    self.alternatives.chart_shown = !self.alternatives.chart_shown;
                }
            }
            KeyCode::Char('v') => {
                let layout = self.alternatives_now(ctx);
                if !layout.costs_apart {
                    self.size_note(t!(ctx.lang, "exp-alt-v-both-fit"));
                } else {
                    // Where the chart hides the table (a short screen), v
                    // brings the table back with the other columns: the
                    // change it makes is then on screen, and c returns to
                    // the chart.
                    if layout.one_of_two && self.alternatives.chart_shown {
                        self.alternatives.chart_shown = false;
                    }
                    self.alternatives.costs_shown = !self.alternatives.costs_shown;
                }
            }
            _ => return false,
        }
        true
    }

    pub(super) fn status_keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        let lang = ctx.lang;
        // While «p again: clear this comparison» waits, its note has a row
        // of its own above the keys, which stay in place as the
        // playground's do under «e again» (reader 31, es 2.1: they all
        // went; reader 12, es 2.3: «n 10⁶» run into the note read as an
        // answer).
        if self.prediction().answering {
            // Typed or picked, then Enter, then ⌫: the order of the
            // lessons' and the quizzes' number boxes (readers 48, es 2.4,
            // en 2.3: three screens, three orders).
            let enter = KeyHelp::new("Enter", t!(lang, "exp-key-answer"));
            let mut keys = Vec::new();
            match self.question() {
                Some(Question::BloomRight) => {
                    // ←→ as the question says, the two answers side by side
                    // (↑↓ work too).
                    keys.push(KeyHelp::new("←→", t!(lang, "exp-key-pick-yes-or-no")));
                    keys.push(enter);
                }
                // The typing keys, as every number box lists them (reader
                // 36, en 2.2): the rate is asked in %, shown beside it, and
                // «%» with them, which the ask «0.465 % or 46.5 %?» tells
                // the student to type (reader 39, es 2.7).
                Some(Question::Fill { .. }) => {
                    let typing = crate::tui::quiz::input::number_keys(true);
                    keys.push(KeyHelp::new(typing, t!(lang, "quiz-key-type")));
                    keys.push(enter);
                    keys.push(KeyHelp::new("⌫", t!(lang, "quiz-key-erase")));
                    keys.push(KeyHelp::new("↑↓", t!(lang, "exp-key-ask-another-row")));
                }
                Some(Question::BestK) => {
                    keys.push(KeyHelp::new("0-9", t!(lang, "quiz-key-type")));
                    keys.push(enter);
                    keys.push(KeyHelp::new("⌫", t!(lang, "quiz-key-erase")));
                }
                None => keys.push(enter),
            }
            if self.question() == Some(Question::BloomRight) {
                keys.push(KeyHelp::new("s", t!(lang, "exp-key-skip-and-start")));
            }
            keys.push(KeyHelp::new("Esc", t!(lang, "exp-key-back")).last_on_line());
            return keys;
        }
        let mut keys = Vec::new();
        match self.running_tab() {
            Some(tab) if tab == self.tab => {
                keys.push(KeyHelp::new("x", t!(lang, "exp-key-cancel")));
                let restart = match self.active_repeat_start() {
                    Some(_) => t!(lang, "exp-key-restart-repeat"),
                    None => t!(lang, "exp-key-restart"),
                };
                keys.push(KeyHelp::new("s", restart));
            }
            // One run at a time: say that starting here stops the other.
            Some(other) => {
                let (cancel, start) = stop_other_run(other, lang);
                keys.push(KeyHelp::new("x", cancel));
                keys.push(KeyHelp::new("s", start));
            }
            None => keys.push(KeyHelp::new("s", self.s_words(lang))),
        }
        if self.tab == Tab::Alternatives {
            self.alternatives_keys(ctx, &mut keys);
        } else {
            self.measuring_keys(ctx, &mut keys);
        }
        keys
    }

    /// The Alternatives tab's keys after Tab, x and s.
    fn alternatives_keys(&self, ctx: &Context, keys: &mut Vec<KeyHelp>) {
        let lang = ctx.lang;
        // ← and → answer the tab's question: while it waits they come
        // before n and p, which the status line drops first at 80
        // columns. Once answered, the answer's own words say that ← or
        // → changes it.
        if self.alternatives.run.is_none() && self.alternatives.guess.is_none() {
            keys.push(KeyHelp::new("←", t!(lang, "exp-key-guess-bloom")));
            keys.push(KeyHelp::new("→", t!(lang, "exp-key-guess-cuckoo")));
        }
        // Once guessed, the sentence names ← and →: they stay listed, as
        // one key pair, after the others (reader 7, en 10).
        let change_guess = (self.alternatives.run.is_none() && self.alternatives.guess.is_some())
            .then(|| KeyHelp::new("←→", t!(lang, "exp-key-change-guess")));
        let super::alternatives::AltLayout {
            one_of_two,
            costs_apart,
            chart_fits,
            chart_room,
            ..
        } = self.alternatives_now(ctx);
        // c and v only where they change something: c where the table
        // and the chart do not both fit, v where the table shows the
        // rates or the costs, not both. Both come before n and p, which
        // the status line drops first at 80 columns: the table says
        // nothing else of what it leaves out (reader 9, en 1.2). Not
        // where the chart has no room to be drawn: only the table shows.
        if one_of_two && chart_room {
            let what = match (chart_fits, self.alternatives.table_whole) {
                (true, false) => t!(lang, "exp-key-whole-table"),
                (true, true) => t!(lang, "exp-key-table-and-chart"),
                (false, _) if self.alternatives.chart_shown => t!(lang, "exp-key-show-table"),
                (false, _) => t!(lang, "exp-key-show-chart"),
            };
            keys.push(KeyHelp::new("c", what));
        }
        // Before a run the costs are not measured yet, and n and p, which
        // set up the run, come first; but the way back to the rates
        // after v always does.
        let costs = costs_apart.then(|| {
            let what = if self.alternatives.costs_shown {
                t!(lang, "exp-key-show-rates")
            } else {
                t!(lang, "exp-key-show-costs")
            };
            KeyHelp::new("v", what)
        });
        let measured = self.alternatives.run.is_some() || self.alternatives.costs_shown;
        if measured {
            keys.extend(costs.clone());
        }
        // e as on the other tabs: the row in words, with its judgement.
        if self.alternatives.run.as_ref().is_some_and(|run| run.done) {
            let what = if self.alternatives.words_whole {
                t!(lang, "exp-key-hide-explanation")
            } else {
                t!(lang, "exp-key-explain")
            };
            keys.push(KeyHelp::new("e", what));
        }
        keys.push(KeyHelp::new("Esc", t!(lang, "exp-key-back")).last_on_line());
        if !self.running() {
            let (key, to) = if self.alternatives.n == ALTERNATIVES_N {
                ("+", "million")
            } else {
                ("-", "other")
            };
            keys.push(KeyHelp::new(key, t!(lang, "exp-key-n-switch", to = to)));
            keys.push(KeyHelp::new("< >", t!(lang, "exp-key-rate")));
        }
        if !measured {
            keys.extend(costs);
        }
        keys.extend(change_guess);
        keys.push(KeyHelp::new("d", t!(lang, "exp-key-new-seed")));
        keys.extend(self.figure_key(lang));
        keys.push(KeyHelp::new("↑↓", t!(lang, "exp-table-row")));
        // Last, as on the other tabs (reader 11, en 2.8).
        keys.push(KeyHelp::new("Tab 1-4", t!(lang, "exp-key-suite")));
    }

    /// The Alternatives tab's layout in the screen's area (below the
    /// tabs' line), as drawn: what c and v act on.
    fn alternatives_now(&self, ctx: &Context) -> super::alternatives::AltLayout {
        let area = super::alternatives::view::beside_note(ctx.area, ctx);
        let below_tabs = ratatui::layout::Rect::new(
            area.x,
            area.y + 1,
            area.width,
            area.height.saturating_sub(1),
        );
        self.alternatives_parts(below_tabs, ctx).1
    }

    /// The measuring tabs' keys after x and s, most needed first: the
    /// status line drops the last ones that do not fit.
    fn measuring_keys(&self, ctx: &Context, keys: &mut Vec<KeyHelp>) {
        let lang = ctx.lang;
        // Once a row has finished there is something to explain; the
        // label says what e does now: show the explanation, or hide it.
        let finished = self.finished();
        if finished {
            let what = if self.explanation_shown(ctx) {
                t!(lang, "exp-key-hide-explanation")
            } else {
                t!(lang, "exp-key-explain")
            };
            keys.push(KeyHelp::new("e", what));
        } else if self.asks() || self.asks_again() {
            keys.push(KeyHelp::new("Enter", t!(lang, "exp-key-predict")));
        }
        // r repeats the run over seeds, before a run or after one (the
        // explanation tells the student to press it).
        if !self.running() {
            keys.push(KeyHelp::new("r", t!(lang, "exp-key-20-seeds")));
        }
        // What c brings now: the chart in the tally's place, or the tally
        // back.
        if let Some(repeat) = self.repeat_here() {
            // «hide», not «show chart»: at 120×40 a small chart is under
            // the tally already (reader 11, en 2.2).
            let over_tally = !repeat.tally_aside && self.explain_flipped;
            let what = if repeat.tally_aside || over_tally {
                t!(lang, "exp-key-show-tally")
            } else {
                t!(lang, "exp-key-hide-tally")
            };
            keys.push(KeyHelp::new("c", what));
        }
        // The table's n, whenever no run holds its filters (before a run,
        // after one, while the question waits).
        let n_keys = (self.tab == Tab::Table && !self.running())
            .then(|| KeyHelp::new("+-", t!(lang, "exp-key-n-times-ten")));
        // d and D ahead of +-, so that the way back to seed 1 stays in
        // sight at 80 columns (reader 7, es 8: after r, d acted unlisted),
        // and at seed 1 too: after D, d took D's place behind +-, and the
        // keys after it changed rows (reader 39, es 1.8).
        if self.seed() == DEFAULT_SEED {
            keys.push(KeyHelp::new("d", t!(lang, "exp-key-new-seed")));
            keys.extend(n_keys);
        } else {
            // Two keys, two labels: «d D new seed / seed 1» read as one
            // key's two names (reader 29, en 2.4). After a repeat the next
            // seed is new already: d, listed there, only said so (reader
            // 34, en 2.5), and its label hid ↑↓ and Tab behind «…» under a
            // note at 80 columns (es 2.6).
            if !self.seed_new_already() {
                keys.push(KeyHelp::new("d", t!(lang, "exp-key-another-seed")));
            }
            keys.push(KeyHelp::new("D", t!(lang, "exp-key-seed-1")));
            keys.extend(n_keys);
        }
        // The status line keeps Esc and drops what has no room, from here
        // on; every key that works now is in the list, so the help lists
        // what the line leaves out. Esc is shown last, as on every other
        // screen and in the help (readers 48, en 2.4).
        keys.push(KeyHelp::new("Esc", t!(lang, "exp-key-back")).last_on_line());
        keys.extend(self.figure_key(lang));
        keys.push(KeyHelp::new("↑↓", t!(lang, "exp-table-row")));
        keys.push(KeyHelp::new("Tab 1-4", t!(lang, "exp-key-suite")));
    }
}

/// What x and s say while another tab's run goes on: x cancels that run,
/// and s starts this tab's, stopping it.
fn stop_other_run(running: Tab, lang: Lang) -> (String, String) {
    match running {
        Tab::Table => (
            t!(lang, "exp-key-cancel-the-table"),
            t!(lang, "exp-key-start-here-stops-the-table"),
        ),
        Tab::KSweep => (
            t!(lang, "exp-key-cancel-the-k-sweep"),
            t!(lang, "exp-key-start-here-stops-the-k"),
        ),
        Tab::Small => (
            t!(lang, "exp-key-cancel-the-small-filter"),
            t!(lang, "exp-key-start-here-stops-the-small"),
        ),
        Tab::Alternatives => (
            t!(lang, "exp-key-cancel-the-alternatives"),
            t!(lang, "exp-key-start-here-stops-the-alternatives"),
        ),
    }
}

#[cfg(test)]
mod stop_words {
    use super::*;

    /// «para» reads as "for" before a noun: "empezar aquí (para la tabla)"
    /// read as "start here, for the table". The Spanish says «detiene».
    #[test]
    fn starting_here_says_it_stops_the_other_run() {
        for tab in Tab::ALL {
            let (_, start) = stop_other_run(tab, Lang::Es);
            assert!(start.starts_with("empezar aquí (detiene "), "{start}");
        }
    }
}
