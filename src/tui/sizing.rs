//! The sizing calculator: n and p in, m, k and the rates out, the course's
//! table with the current row marked, and the classic chart.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::protocol::{Action, Click, Context, KeyHelp, Screen};
use super::text::count;
use crate::lang::Lang;
use crate::sizing::{self, Sizing, SizingRequest, TABLE_TARGETS};
use crate::t;
use crate::units::decimal_mark;

mod chart;
mod notes;
mod table;

use table::{design_bytes, largest_row_bytes, target_text};

const P_STEPS: [f64; 13] = [
    0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001, 0.00001, 0.000001,
];
const N_STEPS: [u64; 3] = [1, 2, 5];
/// The ladder's last decade: n goes up to 5 times it.
const LARGEST_DECADE: u64 = 10_000_000_000;
/// Columns of the course's table beside the values: its widest row
/// ("▶ 0,01 %  19,17  13   23,96 MB") and a gap of two. Narrow columns
/// leave the k row room for «(m/n)·ln 2» as the lessons write it
/// (reader 51, es 4.2).
const TABLE_WIDTH: u16 = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pin {
    None,
    /// m's bits, and the n it was sized at.
    M(u64, u64),
    K(u32),
}

pub(crate) struct SizingScreen {
    pub(crate) n: u64,
    pub(crate) p_index: usize,
    pub(crate) pin: Pin,
    /// `f` saved the chart: where (or why not), until the next key.
    pub(crate) figure_note: Option<String>,
    /// A key at the end of its range, or + and − with k free: why it
    /// changed nothing, until the next key (reader 25, en 2.3, es 2.6).
    /// So too a key the pin refuses: k with m pinned (m and n decide k),
    /// ↑↓ or 1-4 with m pinned (p follows from m: reader 21, en 2.3), m
    /// with k pinned (it freed k in silence: reader 12, es 2.4).
    pub(crate) limit_note: Option<String>,
    /// Why a key rests while m is held, said in the notes' blank rows
    /// over the chart, not on the status line over the chart's key
    /// (readers 47, es 1.3), until the next key.
    pub(crate) m_held_note: Option<String>,
}

impl Default for SizingScreen {
    fn default() -> Self {
        SizingScreen {
            n: 10_000_000,
            p_index: 4, // 1 %
            pin: Pin::None,
            figure_note: None,
            limit_note: None,
            m_held_note: None,
        }
    }
}

impl SizingScreen {
    /// Why a key rests with m held goes among the notes where they are
    /// empty, at the n m was sized for; past it, the notes on the
    /// outgrown m fill their rows, and it goes to the status line.
    fn m_held_note_on_status(&self) -> Option<&String> {
        match self.pin {
            Pin::M(_, sized) if sized == self.n => None,
            _ => self.m_held_note.as_ref(),
        }
    }

    pub(crate) fn p(&self) -> f64 {
        P_STEPS[self.p_index]
    }

    pub(crate) fn sizing(&self) -> Result<Sizing, crate::ParamError> {
        // A calculator sizes anything: no memory cap here.
        let mut request = SizingRequest {
            n: Some(self.n),
            max_memory: u64::MAX,
            ..SizingRequest::default()
        };
        match self.pin {
            Pin::None => request.p = Some(self.p()),
            Pin::M(m, _) => request.m = Some(m),
            Pin::K(k) => {
                request.p = Some(self.p());
                request.k = Some(k);
            }
        }
        sizing::solve(&request)
    }

    /// The next n on the 1-2-5 ladder (10, 20, 50, 100, …).
    fn step_n(&mut self, up: bool, lang: Lang) {
        let mut ladder = Vec::new();
        let mut decade = 10u64;
        while decade <= LARGEST_DECADE {
            for step in N_STEPS {
                ladder.push(step * decade);
            }
            decade *= 10;
        }
        let next = if up {
            ladder.iter().copied().find(|v| *v > self.n)
        } else {
            ladder.iter().copied().rev().find(|v| *v < self.n)
        };
        match next {
            Some(n) => self.n = n,
            None => {
                let (min, max) = (ladder[0], ladder[ladder.len() - 1]);
                self.limit_note = Some(t!(
                    lang,
                    "sizing-at-limit-n",
                    n = count(lang, self.n),
                    min = count(lang, min),
                    max = count(lang, max)
                ));
            }
        }
    }

    /// ↑ or ↓ at either end of the p steps: which end, and the range.
    fn p_at_limit(&mut self, lang: Lang) {
        let text = |p: f64| decimal_mark(lang, target_text(p));
        self.limit_note = Some(t!(
            lang,
            "sizing-at-limit-p",
            p = text(self.p()),
            loose = text(P_STEPS[0]),
            strict = text(P_STEPS[P_STEPS.len() - 1])
        ));
    }

    /// The plus and minus keys on a pinned k: one more or one fewer hash
    /// function, within the range a filter is built with; with k free,
    /// what to press.
    fn step_k(&mut self, up: bool, lang: Lang) {
        let Pin::K(k) = self.pin else {
            // With m held, k cannot be held: «press k first» sent the
            // student to a key that said «free m first» (reader 44, en 2.1).
            let m_held = if matches!(self.pin, Pin::M(..)) {
                "yes"
            } else {
                "no"
            };
            self.limit_note = Some(t!(lang, "sizing-k-keys-need-pin", m_held = m_held));
            return;
        };
        let max = crate::filter::MAX_HASH_FUNCTIONS;
        let next = if up { k + 1 } else { k.saturating_sub(1) };
        if (1..=max).contains(&next) {
            self.pin = Pin::K(next);
        } else {
            self.limit_note = Some(t!(lang, "sizing-at-limit-k", k = k, min = 1, max = max));
        }
    }
}

impl Screen for SizingScreen {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        if self.figure_note.take().is_none() && key.code == KeyCode::Char('f') {
            let sizing = self.sizing().ok();
            let figure = crate::figure::build::sizing(ctx.lang, sizing.as_ref());
            self.figure_note = Some(crate::tui::figure_file::save(&figure, "sizing", ctx.lang));
            return Action::None;
        }
        let current = self.sizing().ok();
        self.limit_note = None;
        self.m_held_note = None;
        let lang = ctx.lang;
        match key.code {
            KeyCode::Right => self.step_n(true, lang),
            KeyCode::Left => self.step_n(false, lang),
            // With m pinned, p follows from n and m: the p keys rest.
            KeyCode::Down | KeyCode::Up | KeyCode::Char('1'..='4')
                if matches!(self.pin, Pin::M(..)) =>
            {
                self.m_held_note = Some(t!(lang, "sizing-p-needs-m-free"));
            }
            KeyCode::Down if self.p_index + 1 < P_STEPS.len() => self.p_index += 1,
            KeyCode::Up if self.p_index > 0 => self.p_index -= 1,
            KeyCode::Down | KeyCode::Up => self.p_at_limit(lang),
            // Said on the status line, as a key at its limit is: among the
            // notes it pushed the chart down (reader 28, es 1.4).
            KeyCode::Char('m') if matches!(self.pin, Pin::K(_)) => {
                self.limit_note = Some(t!(lang, "sizing-m-needs-k-free"));
            }
            KeyCode::Char('m') => {
                self.pin = match (self.pin, current) {
                    (Pin::M(..), _) => Pin::None,
                    (_, Some(s)) => Pin::M(s.m_bits, self.n),
                    (pin, None) => pin,
                }
            }
            // With m pinned, k would free m and move p back: never change
            // another value silently. m stays pinned, and the panel says
            // how to pin k instead.
            KeyCode::Char('k') if matches!(self.pin, Pin::M(..)) => {
                self.m_held_note = Some(t!(lang, "sizing-k-needs-m-free"));
            }
            KeyCode::Char('k') => {
                self.pin = match (self.pin, current) {
                    (Pin::K(_), _) => Pin::None,
                    (_, Some(s)) => Pin::K(s.k),
                    (pin, None) => pin,
                }
            }
            KeyCode::Char('+') | KeyCode::Char('=') => self.step_k(true, lang),
            KeyCode::Char('-') => self.step_k(false, lang),
            KeyCode::Char(c @ '1'..='4') => {
                let target = TABLE_TARGETS[c as usize - '1' as usize];
                if let Some(index) = P_STEPS.iter().position(|p| *p == target) {
                    self.p_index = index;
                }
            }
            KeyCode::Esc | KeyCode::Char('q') => return Action::Back,
            _ => {}
        }
        Action::None
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        let lang = ctx.lang;
        // One place for each key in every state (reader 12, en 2.6: f and 1-4
        // swapped when k was pinned); the list's order is need.
        let mut keys = vec![KeyHelp::new("←→", "n").at(0)];
        if !matches!(self.pin, Pin::M(..)) {
            keys.push(KeyHelp::new("↑↓", "p").at(1));
        }
        // Each key in the state where it does something, named by what it
        // does now: with m pinned k only refuses (m and n fix k), so it is
        // not offered; +- moves k only while k is pinned.
        let (m_key, k_key) = match self.pin {
            Pin::M(..) => (Some(t!(lang, "sizing-key-unpin-m")), None),
            Pin::K(_) => (None, Some(t!(lang, "sizing-key-unpin-k"))),
            Pin::None => (
                Some(t!(lang, "sizing-key-pin-m")),
                Some(t!(lang, "sizing-key-pin-k")),
            ),
        };
        keys.extend(m_key.map(|what| KeyHelp::new("m", what).at(2)));
        keys.extend(k_key.map(|what| KeyHelp::new("k", what).at(3)));
        // With k pinned, +- (the hashes) before the table's rows: at 80
        // columns the rows' keys are the ones that drop.
        if matches!(self.pin, Pin::K(_)) {
            keys.push(KeyHelp::new("+-", "k ±1").at(4));
        }
        // A figure can be saved in every state. The table's rows come
        // first with k pinned, where the line is longest: 3 still moved p
        // with nothing on the line saying so (reader 10, es 2.5).
        let rows = (!matches!(self.pin, Pin::M(..)))
            .then(|| KeyHelp::new("1-4", t!(lang, "sizing-key-row")).at(5));
        let figure = KeyHelp::new("f", t!(lang, "fig-key-save")).at(6);
        if matches!(self.pin, Pin::K(_)) {
            keys.extend(rows);
            keys.push(figure);
        } else {
            keys.push(figure);
            keys.extend(rows);
        }
        keys.push(KeyHelp::new("Esc", t!(lang, "ui-key-back")).at(7));
        keys
    }

    fn status_note(&self) -> Option<String> {
        self.figure_note
            .clone()
            .or_else(|| self.limit_note.clone())
            .or_else(|| self.m_held_note_on_status().cloned())
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        let mut keys = vec![KeyHelp::new("← →", t!(lang, "sizing-help-n"))];
        // The p keys rest while m is pinned (p follows from n and m).
        if !matches!(self.pin, Pin::M(..)) {
            keys.push(KeyHelp::new("↑ ↓", t!(lang, "sizing-help-p")));
        }
        // The two rates the design shows, and where they are taught.
        keys.push(super::text::rates_help(
            lang,
            t!(lang, "sizing-key-exact-bloom-said"),
        ));
        // f writes a file: said before it is pressed (reader 19, es 2.4).
        keys.push(KeyHelp::new("f", t!(lang, "fig-key-save-where")));
        // The status line's «+- k», said in full, where +- moves k; and
        // what the table's hollow ▷ is then.
        if matches!(self.pin, Pin::K(_)) {
            keys.push(KeyHelp::new("+-", t!(lang, "sizing-key-fewer-more-k")));
            keys.push(KeyHelp::new("1-4", t!(lang, "sizing-help-row-pinned-k")));
        }
        // The pin the footer leaves out while the other holds, and why:
        // m went missing from the line with no word (reader 28, es 2.2).
        match self.pin {
            // Said as what the key does now, as every entry is (reader 34,
            // en 2.6: a sentence stood among the keys).
            Pin::K(_) => keys.push(KeyHelp::new("m", t!(lang, "sizing-help-m-locked"))),
            // And the p keys, which rest too (readers 47, en 2.2).
            Pin::M(..) => {
                keys.push(KeyHelp::new("↑ ↓ 1-4", t!(lang, "sizing-help-p-locked")));
                keys.push(KeyHelp::new("k", t!(lang, "sizing-help-k-locked")));
            }
            Pin::None => {}
        }
        keys
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, _hits: &mut Vec<(Rect, Click)>) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        // The table takes 32 columns on the right; the values the rest.
        let left_width = area.width.saturating_sub(TABLE_WIDTH).max(40);
        let sizing = self.sizing();
        // A pinned m sized at another n says which (reader 20, es 3.1:
        // «m for p = 0.5 %» over a p of 0.0025 % once n had halved), in
        // full, as n is written beside it (reader 21, en 5.7: «2,000M»).
        // A pinned m says which p it was sized for; the n, where it is
        // another, goes to the notes under the design: on a second header
        // line it moved every row down a line as m was pinned (reader 41,
        // es 1.1, 1.2) or n first changed (reader 39, es 1.6).
        // Once n has moved from the n m was sized at, «m for p = 1 %» over
        // a p of 0.01 % read as the p now (readers 49, en 3.1): the header
        // says m is held, and the note what it was sized for.
        let pinned = match self.pin {
            Pin::M(_, at) if at != self.n => "moved",
            Pin::M(..) => "m",
            _ => "no",
        };
        let p_text = decimal_mark(lang, target_text(self.p()));
        let n_span = Span::styled(format!("n = {}", count(lang, self.n)), theme.title);
        let p_header = t!(lang, "sizing-header-p", pinned = pinned, p = p_text);
        let mut lines = vec![Line::from(vec![
            n_span,
            Span::styled(p_header, theme.title),
        ])];
        let mut notes = Vec::new();
        match &sizing {
            Ok(s) => {
                let (rows, said) = self.design_lines(s, left_width, ctx);
                lines.extend(rows);
                notes = said;
            }
            Err(err) => lines.push(Line::from(Span::styled(
                super::text::param_error(err, ctx.lang),
                theme.bad,
            ))),
        }
        let (table, whole_bits) = self.table_lines(ctx);
        // Under the table, its note that each m/n is rounded up made the
        // top taller at small n and left the chart no room (reader 27, es
        // 1.2): with the notes now, across the screen's width.
        let whole_bits_at = whole_bits.is_some().then_some(notes.len());
        notes.extend(whole_bits.map(|text| notes::Note::kept(text, theme.dim)));
        // The notes run the screen's width under the table, not down the
        // left column beside it, so that the chart keeps its rows (reader
        // 8, es 1.3); those that can give way do, on a short screen.
        let width = area.width.saturating_sub(1).max(1);
        let top_height = lines.len().max(table.len()) as u16;
        let key_height = chart::KEY_ROWS;
        // The chart's place is set by the screen's size alone; notes that
        // need more lines than it leaves push it down, never up.
        // On a tall screen the notes keep to their rows and the blank line
        // under them: with k held at 8, its note took that line, and the
        // chart moved down two rows and lost three (readers 50, en 1.2).
        let tall = |height: u16| height >= 2 * notes::CHART_WANTS;
        let fit = |stable: u16| {
            let (planned_top, planned_height) = notes::chart_place(stable);
            let room = planned_top.saturating_sub(top_height + u16::from(tall(planned_height)));
            (
                planned_top,
                planned_height,
                notes::fitted(notes.clone(), width, room),
            )
        };
        // A note on the status line («figure saved: …») as short as the
        // chart's key covers it, until the next key: everything stays where
        // it was. Laid out without it, the chart lost a row, and fell from
        // seven plot rows to four, or moved up a row (reader 42, es 1.1).
        let under_note = ctx.note_rows > 0 && ctx.note_rows <= key_height;
        let stable = area.height + if under_note { ctx.note_rows } else { 0 };
        let (mut planned_top, mut planned_height, mut fitted) = fit(stable);
        // A longer note that would cut the explanation short takes its row
        // from the chart instead: the explanation lost its two last lines
        // to it (reader 34, es 1.3). Where the explanation fits, the chart
        // keeps its rows (reader 29).
        if ctx.note_rows > 0 && !under_note {
            let (top, height, whole) = fit(area.height + ctx.note_rows);
            if whole.len() > fitted.len() {
                (planned_top, planned_height, fitted) = (top, height, whole);
            }
        }
        // At a small n the notes that stay could leave the chart no room
        // («needs 1 more line» over seven blank rows at 80×22, reader 40,
        // en 1.11): the table's note on its rounded m/n, the least needed
        // of them, gives way then. It also gives way where it alone keeps
        // the chart from its planned height: at n = 100 and 80×22 it
        // took the chart from seven plot rows to four (reader 44, es 1.2).
        let least = chart::LEAST_HEIGHT;
        let chart_room =
            |lines: usize| stable.saturating_sub(planned_top.max(top_height + lines as u16));
        let mut fitted_from = notes.clone();
        if let Some(at) = whole_bits_at
            && chart_room(fitted.len()) < planned_height.max(least)
        {
            let mut fewer = notes.clone();
            fewer.remove(at);
            let room = planned_top.saturating_sub(top_height);
            let refitted = notes::fitted(fewer.clone(), width, room);
            let (before, after) = (chart_room(fitted.len()), chart_room(refitted.len()));
            if after >= least && after > before {
                fitted = refitted;
                fitted_from = fewer;
            }
        }
        let mut notes = fitted;
        let mut chart_top = planned_top.max(top_height + notes.len() as u16);
        let mut chart_height = planned_height.min(stable.saturating_sub(chart_top));
        // A note that ends on the row above the chart's title read as
        // running into it (reader 31, en 1.4): a chart with a row to spare
        // gives it for a blank line; one at its least keeps it.
        if !notes.is_empty()
            && chart_top == top_height + notes.len() as u16
            && chart_height > notes::CHART_WANTS
        {
            chart_top += 1;
            chart_height -= 1;
        }
        // Rows left blank above the chart, past the one under the notes,
        // make it taller where that lets its rate labels stand evenly
        // apart without leaving rows blank (reader 42, es 1.1).
        let notes_end = top_height + notes.len() as u16;
        let room = chart_top.saturating_sub(notes_end + u16::from(!notes.is_empty()));
        // Not on a tall screen, where the chart keeps its place whatever
        // the notes (readers 50, en 1.2).
        let taller = if tall(planned_height) {
            0
        } else {
            chart::rows_to_even(chart_height, key_height, room)
        };
        chart_top -= taller;
        chart_height += taller;
        // Rows the chart would leave blank above its plot, for its labels
        // to stand evenly apart, go to a note that gave way: with k held
        // at 10 and 80×22, «With k = 10 held, m is the fewest bits…» was
        // dropped over two blank rows (reader 46, en 1.1).
        let blank = chart::blank_rows(chart_height, key_height);
        if blank > 0 && !tall(planned_height) {
            let room = chart_top.saturating_sub(top_height) + blank;
            let refitted = notes::fitted(fitted_from, width, room);
            let gained = (refitted.len() as u16).saturating_sub(notes.len() as u16);
            if gained > 0 && gained <= blank && chart_height - gained >= least {
                notes = refitted;
                chart_top += gained;
                chart_height -= gained;
            }
        }
        let whole = Rect {
            height: stable,
            ..area
        };
        let [top, notes_area, _, chart_area, _] = Layout::vertical([
            Constraint::Length(top_height),
            Constraint::Length(notes.len() as u16),
            Constraint::Length(chart_top.saturating_sub(top_height + notes.len() as u16)),
            Constraint::Length(chart_height),
            Constraint::Min(0),
        ])
        .areas(whole);
        let [left, right] =
            Layout::horizontal([Constraint::Min(40), Constraint::Length(TABLE_WIDTH)]).areas(top);
        frame.render_widget(Paragraph::new(lines), left);
        frame.render_widget(Paragraph::new(table), right);
        frame.render_widget(Paragraph::new(notes), notes_area);
        self.render_chart(frame, chart_area, area.bottom(), ctx, sizing.ok().as_ref());
    }
}

impl SizingScreen {
    /// The design's rows, the pinned value marked; and the notes under
    /// them (the pinned k's, the units', a warning when the filter ends
    /// overloaded), each with its style, for the caller to wrap.
    fn design_lines<'a>(
        &self,
        s: &Sizing,
        left_width: u16,
        ctx: &Context,
    ) -> (Vec<Line<'a>>, Vec<notes::Note>) {
        let (lang, theme) = (ctx.lang, &ctx.theme);
        let mut lines = Vec::new();
        let rows = design_rows(s, lang);
        for (index, (label, value)) in rows.into_iter().enumerate() {
            // A pinned value is marked in its label, where it fits.
            let is_pinned = matches!((index, self.pin), (0, Pin::M(..)) | (1, Pin::K(_)));
            let (label, style) = if is_pinned {
                (format!("▸{label:<13}"), theme.warn)
            } else {
                (format!("{label:<14}"), theme.dim)
            };
            // A value too long for its column says less: it drops
            // its parenthesis whole rather than lose its end.
            let room = (left_width as usize).saturating_sub(label.chars().count());
            let value = if value.chars().count() > room {
                value
                    .split_once(" (")
                    .map_or(value.clone(), |(head, _)| head.to_owned())
            } else {
                value
            };
            lines.push(Line::from(vec![
                Span::styled(label, style),
                Span::raw(value),
            ]));
        }
        (lines, self.notes(s, lang, theme))
    }
}

/// The design's rows, label and value: m with its bytes, k beside the
/// best k for m/n, bits per element beside the least any filter needs, the
/// two predicted rates and the fill.
fn design_rows(s: &Sizing, lang: Lang) -> [(String, String); 6] {
    [
        (
            t!(lang, "sizing-row-m"),
            // Past ten trillion bits the digits outgrow the panel; up to
            // there they are written out, as at every smaller m (reader 30,
            // es 5.3: «1,438·10¹²» at the largest n and smallest p, the
            // only design on the screen in a power of ten).
            decimal_mark(
                lang,
                if s.m_bits < 10_000_000_000_000 {
                    format!("{} ({})", count(lang, s.m_bits), design_bytes(s))
                } else {
                    // 1.438·10¹², as the course writes a power of ten.
                    format!(
                        "{} ({})",
                        crate::units::power_of_ten(s.m_bits as f64, 4),
                        design_bytes(s)
                    )
                },
            ),
        ),
        (
            t!(lang, "sizing-row-k"),
            // The best k for this m/n, and below the least bits
            // any filter needs: two formulas that agree whenever
            // m is sized for p, so each row names its own.
            t!(
                lang,
                "sizing-k-with-best",
                k = s.k,
                best = two_decimals(lang, s.k_optimal)
            ),
        ),
        (t!(lang, "sizing-row-bits"), notes::bits_row(s, lang)),
        (
            t!(lang, "sizing-row-bloom"),
            crate::units::sizing_rate(lang, s.fp_predicted),
        ),
        (t!(lang, "sizing-row-exact"), exact_shown(s, lang)),
        (
            t!(lang, "sizing-row-fill"),
            crate::units::fill_percent(lang, s.expected_fill),
        ),
    ]
}

/// Two decimals, as the course writes bits per element (9.59), but tiny
/// values in significant digits rather than 0.00.
fn two_decimals(lang: Lang, value: f64) -> String {
    if value == 0.0 || value.abs() >= 0.01 {
        crate::units::grouped_fixed(lang, value, 2)
    } else {
        crate::units::local_number(lang, value)
    }
}

/// The exact rate as the design shows it, with the digits every formula's
/// rate takes: four, which tell 1.004 % from the 1 % asked for (reader
/// 11, es 5.1).
pub(super) fn exact_shown(s: &Sizing, lang: Lang) -> String {
    crate::units::sizing_rate(lang, s.fp_exact)
}
