//! The help overlay: the status line's keys, the keys it had no room
//! for and the screen's words, fitted to the screen, with a page of
//! their own for the words where they do not fit.

use crate::t;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use super::super::app::App;
use super::super::protocol::KeyHelp;
use super::super::widgets::key_names;
use super::screen_title;

/// A key list's keys one by one: "← → m M", "←→ m" and "+-" name their
/// keys alike (a pair of symbols is two keys; "1-4" stays one).
fn key_tokens(keys: &str) -> Vec<String> {
    keys.split_whitespace()
        .flat_map(|token| {
            let symbols = token.chars().count() == 2 && !token.chars().any(char::is_alphanumeric);
            if symbols {
                token.chars().map(String::from).collect()
            } else {
                vec![token.to_owned()]
            }
        })
        .collect()
}

/// What the help overlay lists, in order.
enum HelpEntry {
    /// A key (or keys) and what it does, the words in their style, and
    /// whether the status line shows it now.
    Key(String, String, Style, bool),
    /// The heading over the words the screen shows.
    Heading(String),
    /// A word or symbol on the screen and what it means.
    Term(String, String),
    /// The blank line before the general keys.
    Blank,
}

/// The help's entries: the status line's keys (less the general ones),
/// the keys there was no room for on it, the screen's words under their
/// own heading, then Esc, Ctrl+C and ?.
fn help_entries(app: &App, keys: &[KeyHelp], on_line: &[String]) -> Vec<HelpEntry> {
    let lang = app.ctx.lang;
    let theme = &app.ctx.theme;
    let mut entries: Vec<HelpEntry> = Vec::new();
    // The status line's keys (less the general ones listed below), then
    // the keys there was no room for on it.
    let general = |key: &str| matches!(key, "?" | "Esc" | "q");
    let (terms, more_keys): (Vec<KeyHelp>, Vec<KeyHelp>) = app
        .current()
        .more_keys(lang)
        .into_iter()
        .partition(|help| help.term);
    // A key the screen explains at more length is listed once, with that:
    // the status line's "←→" is the help's "← → m M".
    // A key held with a modifier is another key: "Shift ↑↓" does not
    // explain "↑↓".
    let modifiers = ["Shift", "Ctrl", "Alt"];
    // The more_keys entry that explains a status line's key, if any.
    let explaining = |key: &str| {
        let shown = key_tokens(key);
        more_keys.iter().position(|help| {
            let listed = key_tokens(&help.key);
            shown.iter().all(|token| listed.contains(token))
                && modifiers
                    .iter()
                    .all(|m| listed.contains(&(*m).to_owned()) == shown.contains(&(*m).to_owned()))
        })
    };
    // A status key explained at more length takes its place in the
    // status line's order: the lesson's «→ n Space» after «d» put «d»
    // between «←» and «→» (reader 46, es 2.8).
    let mut placed = vec![false; more_keys.len()];
    let mut ordered: Vec<(&KeyHelp, bool)> = Vec::new();
    // In the status line's order, which is by place where a key has one:
    // Sizing's list is in order of need, and the help put «f» before
    // «1-4» under a line that shows «1-4 … f» (readers 48).
    let mut in_line_order: Vec<usize> = (0..keys.len()).collect();
    in_line_order.sort_by_key(|&i| super::status_line::line_place(keys, i));
    let line_keys: Vec<&KeyHelp> = in_line_order
        .iter()
        .map(|&i| &keys[i])
        .filter(|help| !general(&help.key))
        .collect();
    // An entry that explains two keys of the line («↑↓ ← →») goes where
    // the line shows one of them: at «←», left off the line, it came
    // before keys the line shows ahead of «↑↓» (readers 48, en 2.4).
    let shown = |help: &KeyHelp| on_line.contains(&key_names(lang, &help.key));
    for (index, help) in line_keys.iter().enumerate() {
        match explaining(&help.key) {
            Some(at) if !placed[at] => {
                let shown_later = line_keys[index + 1..]
                    .iter()
                    .any(|later| explaining(&later.key) == Some(at) && shown(later));
                if shown(help) || !shown_later {
                    placed[at] = true;
                    ordered.push((&more_keys[at], false));
                }
            }
            Some(_) => {}
            None => ordered.push((help, true)),
        }
    }
    // The keys left, where the line shows none of a group, on one row
    // with the rest of the group («x c f»); those it shows stand where it
    // shows them: as one row, «x c f» came before keys the line shows
    // between c and f (readers 49, es 2.5, en 2.2).
    let mut left: Vec<KeyHelp> = Vec::new();
    for (help, _) in more_keys
        .iter()
        .zip(&placed)
        .filter(|(_, placed)| !**placed)
    {
        match left.last_mut() {
            Some(last) if last.group.is_some() && last.group == help.group => {
                last.key = format!("{} {}", last.key, help.key).into();
                last.what = format!("{} / {}", last.what, help.what).into();
            }
            _ => left.push(help.clone()),
        }
    }
    ordered.extend(left.iter().map(|help| (help, false)));
    for (KeyHelp { key, what, .. }, from_line) in ordered {
        let key = key_names(lang, key);
        // Said in the same words below the box: it may give way.
        let shown = from_line && on_line.contains(&key);
        entries.push(HelpEntry::Key(
            key,
            what.to_string(),
            Style::default(),
            shown,
        ));
    }
    // Words are not keys: under a heading of their own, apart from the
    // keys (reader 11, es 2.9, en 2.3).
    if !terms.is_empty() {
        entries.push(HelpEntry::Heading(t!(lang, "app-help-on-screen")));
        entries.extend(
            terms
                .into_iter()
                .map(|help| HelpEntry::Term(help.key.into_owned(), help.what.into_owned())),
        );
    }
    // No blank row atop a help with no keys of its own (readers 51, en
    // 1.2: My results with one page).
    if !entries.is_empty() {
        entries.push(HelpEntry::Blank);
    }
    // A screen that says what Esc does there (a quiz: «Esc Esc») lists
    // it once, in its own words.
    // A status key with Esc among others («Esc Enter back» on a quiz's
    // summary) says it too: «Esc q go back» under it listed Esc twice
    // (reader 47, en 2.1).
    let own_esc = more_keys
        .iter()
        .chain(keys.iter().filter(|help| !general(&help.key)))
        .any(|help| key_tokens(&help.key).contains(&"Esc".to_owned()));
    // q goes back too wherever it is not typed, and quits Home, where Esc
    // does nothing; while a number is typed, only Esc goes back (reader
    // 14, en 2.3, es 2.3).
    let on_home = app.screen() == super::super::protocol::ScreenId::Home;
    let back = if on_home {
        ("q", t!(lang, "home-key-quit"))
    } else if keys.iter().any(|help| help.key.contains("0-9")) {
        // A number being typed: q does nothing there.
        ("Esc", t!(lang, "app-go-back"))
    } else {
        ("Esc q", t!(lang, "app-go-back"))
    };
    let listed_back = !own_esc;
    let back_key = back.0;
    for (key, what) in [
        back,
        ("Ctrl+C", t!(lang, "app-quit-at-once")),
        ("?", t!(lang, "app-close-this-help")),
    ] {
        if key == back_key && !listed_back {
            continue;
        }
        entries.push(HelpEntry::Key(key.to_owned(), what, theme.dim, false));
    }
    entries
}

/// The help's second page, where a short window left some of the
/// screen's words out of the first: the words alone, then how to go back
/// and close.
fn words_page(
    entries: Vec<HelpEntry>,
    left_out: &[String],
    lang: crate::lang::Lang,
) -> Vec<HelpEntry> {
    // Only those: page 1's words again under «3 more explanations» made
    // five, two of them twice (readers 50, en 2.1).
    let mut page: Vec<HelpEntry> = entries
        .into_iter()
        .filter(|entry| match entry {
            HelpEntry::Heading(_) => true,
            HelpEntry::Term(word, _) => left_out.contains(word),
            _ => false,
        })
        .collect();
    page.push(HelpEntry::Blank);
    for (key, what) in [
        ("↑", t!(lang, "app-help-keys-page")),
        ("?", t!(lang, "app-close-this-help")),
    ] {
        page.push(HelpEntry::Key(
            key.to_owned(),
            what,
            Style::default(),
            false,
        ));
    }
    page
}

/// A key's column, wide enough for the longest («↑↓ Espacio 1-5», 14
/// characters) with a space before it, as before the others, keeping it
/// off the border (reader 10, es 1.10).
const KEY_WIDTH: usize = 15;
/// The widest a key's column grows for a longer key («0-9 . , e - %
/// Espacio», 21 characters, ran into the border: reader 42, es 1.3).
const KEY_WIDTH_MOST: usize = 24;

/// One help entry's lines: its key (or word) right-aligned in the key
/// column, what it does wrapped in `room` beside it.
fn help_lines(
    (key, key_width): (&str, usize),
    what: &str,
    room: usize,
    key_style: Style,
    style: Style,
) -> Vec<Line<'static>> {
    super::super::text::wrap(what, room)
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            let key = if i == 0 { key } else { "" };
            Line::from(vec![
                Span::styled(format!("{key:>key_width$}  "), key_style),
                Span::styled(part, style),
            ])
        })
        .collect()
}

pub(super) fn render_help(
    app: &App,
    frame: &mut Frame,
    body: Rect,
    keys: &[KeyHelp],
    on_line: &[String],
) {
    let lang = app.ctx.lang;
    let theme = &app.ctx.theme;
    let all = help_entries(app, keys, on_line);
    // A space before the longest key, as before the others, keeps it off
    // the border. The widths are the whole help's, its ↓ page's too: that
    // page's box was two columns narrower and moved (reader 46, es 1.4).
    let key_width = all
        .iter()
        .map(|entry| match entry {
            HelpEntry::Key(key, ..) | HelpEntry::Term(key, _) => key.chars().count() + 1,
            _ => 0,
        })
        .max()
        .unwrap_or(0)
        .clamp(KEY_WIDTH, KEY_WIDTH_MOST);
    let key_column = key_width + 2;
    // As wide as its longest entry (a screen's own help can run long) and
    // a space before the border, never wider than the screen: what does
    // not fit wraps under its words, never cut at the border.
    // A space before the longest key («↑↓ Espacio 1-5», 14 characters),
    // as before the others, keeps it off the border (reader 10, es 1.10).
    let widest = all
        .iter()
        .map(|entry| match entry {
            HelpEntry::Key(_, what, ..) | HelpEntry::Term(_, what) => {
                key_column + what.chars().count()
            }
            HelpEntry::Heading(heading) => 1 + heading.chars().count(),
            HelpEntry::Blank => 0,
        })
        .max()
        .unwrap_or(0) as u16;
    let width = widest.saturating_add(3).clamp(40, 78).min(body.width);
    let entries = if app.help_words {
        words_page(all, &app.help_words_left_out.borrow(), lang)
    } else {
        all
    };
    let room = usize::from(width.saturating_sub(3))
        .saturating_sub(key_column)
        .max(10);
    // Each entry's lines, and whether the entry may give way to a short
    // screen: a blank line, or a key the status line below shows.
    let mut groups: Vec<HelpGroup> = Vec::new();
    for entry in entries {
        let (key, what, key_style, style, shown) = match entry {
            HelpEntry::Blank => {
                groups.push(HelpGroup::new(vec![Line::raw("")], GroupKind::Blank));
                continue;
            }
            HelpEntry::Heading(heading) => {
                let line = Line::from(Span::styled(format!(" {heading}"), theme.title));
                groups.push(HelpGroup::new(vec![line], GroupKind::Heading));
                continue;
            }
            HelpEntry::Key(key, what, style, shown) => (key, what, theme.key, style, shown),
            // A term in the words' own style: it is read, not pressed.
            HelpEntry::Term(word, what) => {
                let lines = help_lines(
                    (&word, key_width),
                    &what,
                    room,
                    Style::default(),
                    Style::default(),
                );
                groups.push(HelpGroup::new(lines, GroupKind::Term(word)));
                continue;
            }
        };
        let lines = help_lines((&key, key_width), &what, room, key_style, style);
        let kind = if shown {
            GroupKind::OnLine(key)
        } else {
            GroupKind::Kept
        };
        groups.push(HelpGroup::new(lines, kind));
    }
    // Names the keys that gave way, so that a key the status line shows
    // is never missing from the help without a word (reader 20, es 2.4:
    // «v ver costes» was on neither, it seemed).
    let note = |text: String| -> Vec<Line<'static>> {
        // A space before the border too («…aquí faltan 2)│» touched it:
        // reader 42, es 1.3).
        super::super::text::wrap(&text, (room + key_column).saturating_sub(1))
            .into_iter()
            .map(|part| Line::from(Span::styled(format!(" {part}"), theme.dim)))
            .collect()
    };
    let below = |gone: &[String]| note(t!(lang, "app-help-rest-below", keys = gone.join(", ")));
    let words_out = |gone: &[String]| note(t!(lang, "app-help-words-left-out", count = gone.len()));
    let (lines, words_left_out) = fit_help(
        groups,
        usize::from(body.height.saturating_sub(2)),
        (below, words_out),
    );
    if !app.help_words {
        *app.help_words_left_out.borrow_mut() = words_left_out;
    }
    let height = (lines.len() as u16 + 2).min(body.height);
    let area = Rect::new(
        body.x + (body.width - width) / 2,
        body.y + (body.height - height) / 2,
        width,
        height,
    );
    let title = t!(lang, "app-help-title", screen = screen_title(app));
    // The rows the box spans are cleared from edge to edge: beside it,
    // the screen's lines showed cut off at its border («build a filter
    // yoursel┌», reader 29, en 1.4).
    frame.render_widget(Clear, Rect::new(body.x, area.y, body.width, area.height));
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .border_style(theme.accent)
                .title(title),
        ),
        area,
    );
}

/// One entry's lines in the help, and whether they may give way.
pub(super) struct HelpGroup {
    lines: Vec<Line<'static>>,
    kind: GroupKind,
}

impl HelpGroup {
    pub(super) fn new(lines: Vec<Line<'static>>, kind: GroupKind) -> Self {
        Self { lines, kind }
    }
}

/// What may give way to a short screen: a blank line first, then a key
/// the status line shows below the box (named here).
pub(super) enum GroupKind {
    Blank,
    /// «On screen:», which gives way last, so that the note naming the
    /// keys that went to the status line stays.
    Heading,
    Kept,
    OnLine(String),
    /// A word of the screen's, under the heading.
    Term(String),
}

impl GroupKind {
    fn on_line(&self) -> Option<&String> {
        match self {
            GroupKind::OnLine(key) => Some(key),
            _ => None,
        }
    }

    fn term(&self) -> Option<&String> {
        match self {
            GroupKind::Term(word) => Some(word),
            _ => None,
        }
    }
}

/// Removes the groups `named` names, from the last, while `too_tall`
/// says the help with those gone so far does not fit; their names with
/// them, in the help's order.
fn give_way(
    groups: &mut Vec<HelpGroup>,
    named: fn(&GroupKind) -> Option<&String>,
    too_tall: impl Fn(&[HelpGroup], &[String]) -> bool,
) -> Vec<(String, HelpGroup)> {
    let mut gone: Vec<(String, HelpGroup)> = Vec::new();
    let names = |gone: &[(String, HelpGroup)]| -> Vec<String> {
        gone.iter().map(|(name, _)| name.clone()).collect()
    };
    while too_tall(groups, &names(&gone)) {
        let Some(at) = groups
            .iter()
            .rposition(|group| named(&group.kind).is_some())
        else {
            break;
        };
        let group = groups.remove(at);
        let name = named(&group.kind).cloned().unwrap_or_default();
        gone.insert(0, (name, group));
    }
    gone
}

/// Puts back, after the last word still listed, each of the words that
/// gave way (in the help's order) whose lines `fits` says the help has
/// room for with the rest still gone; returns the names of those left
/// out. Only the last words give way ([`give_way`]), so the order holds.
fn put_back(
    groups: &mut Vec<HelpGroup>,
    gone: Vec<(String, HelpGroup)>,
    fits: impl Fn(&[HelpGroup], &[String]) -> bool,
) -> Vec<String> {
    let mut names: Vec<String> = gone.iter().map(|(name, _)| name.clone()).collect();
    for (name, group) in gone {
        let rest: Vec<String> = names.iter().filter(|n| **n != name).cloned().collect();
        // Under the heading where every word gave way: at the end, a
        // word came after «? close this help» (readers 50, en 1.1).
        let after_last_word = groups
            .iter()
            .rposition(|group| matches!(group.kind, GroupKind::Term(_) | GroupKind::Heading))
            .map_or(groups.len(), |at| at + 1);
        groups.insert(after_last_word, group);
        if fits(groups, &rest) {
            names = rest;
        } else {
            groups.remove(after_last_word);
        }
    }
    names
}

/// The help's lines in `room` lines. Where the box would be taller than
/// the screen, the blank lines between groups go first, then the keys the
/// status line shows under the box (from the last), so that the screen's
/// words and the last line, how to close the help, stay (reader 8, es 1.2;
/// reader 11, es 2.8). Where keys gave way, `below` names them and says
/// they are on the status line: the help read as cut without a sign
/// (reader 18, es 1.2). Also the screen's words that gave way.
pub(super) fn fit_help(
    mut groups: Vec<HelpGroup>,
    room: usize,
    (below, words_out): (
        impl Fn(&[String]) -> Vec<Line<'static>>,
        impl Fn(&[String]) -> Vec<Line<'static>>,
    ),
) -> (Vec<Line<'static>>, Vec<String>) {
    let count = |groups: &[HelpGroup]| groups.iter().map(|g| g.lines.len()).sum::<usize>();
    if count(&groups) > room {
        groups.retain(|group| !matches!(group.kind, GroupKind::Blank));
    }
    let note_len = |note: &dyn Fn(&[String]) -> Vec<Line<'static>>, gone: &[String]| {
        if gone.is_empty() { 0 } else { note(gone).len() }
    };
    let below_len = |gone: &[String]| note_len(&below, gone);
    let words_len = |gone: &[String]| note_len(&words_out, gone);
    // The keys that gave way, in the order the help lists them.
    let gone: Vec<String> = give_way(&mut groups, GroupKind::on_line, |groups, gone| {
        count(groups) + below_len(gone) > room
    })
    .into_iter()
    .map(|(name, _)| name)
    .collect();
    // Then the screen's words, from the last, named in a note of their
    // own: at 80×22 the last lines were cut with no sign, and the heading
    // went first, so the words read as keys (reader 36, en 1.4). The
    // heading stays while a word is under it.
    let words_gone = give_way(&mut groups, GroupKind::term, |groups, words| {
        count(groups) + below_len(&gone) + words_len(words) > room
    });
    // A word of two lines gave way where one of one line would fit: a
    // row stayed blank under the box while the note said words were
    // left out (reader 39, es 1.9). Those that fit come back, in order.
    let words_gone = put_back(&mut groups, words_gone, |groups, words| {
        count(groups) + below_len(&gone) + words_len(words) <= room
    });
    if !groups
        .iter()
        .any(|group| matches!(group.kind, GroupKind::Term(_)))
    {
        groups.retain(|group| !matches!(group.kind, GroupKind::Heading));
    }
    // The notes go before the last three lines: Esc, Ctrl+C and ?.
    if !words_gone.is_empty() && count(&groups) + below_len(&gone) + words_len(&words_gone) <= room
    {
        let at = groups.len().saturating_sub(3);
        groups.insert(at, HelpGroup::new(words_out(&words_gone), GroupKind::Kept));
    }
    // The keys' note with the keys, over the screen's words: under their
    // heading it read as one of them (reader 39, en 1.5).
    if !gone.is_empty() && count(&groups) + below_len(&gone) <= room {
        let at = groups
            .iter()
            .position(|group| matches!(group.kind, GroupKind::Heading))
            .unwrap_or(groups.len().saturating_sub(3));
        groups.insert(at, HelpGroup::new(below(&gone), GroupKind::Kept));
    }
    let mut lines: Vec<Line> = groups.into_iter().flat_map(|group| group.lines).collect();
    if lines.len() > room
        && let Some(close) = lines.pop()
    {
        lines.truncate(room.saturating_sub(1));
        lines.push(close);
    }
    (lines, words_gone)
}
