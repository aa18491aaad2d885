//! Reader 30's items (es at 80×24, en at 120×40), fixed in stop 56.

use bloomlab::lang::Lang;

use crossterm::event::KeyCode;

use super::{joined, key, keys, screen};

/// Reader 30 (es 2.3): the Alternatives help listed every key but `e`,
/// which explains a measured row there as on the other tabs.
#[test]
fn the_alternatives_help_lists_explain() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44?");
        let shown = screen(&mut app, width, height);
        let explain = match lang {
            Lang::En => "explain the row",
            Lang::Es => "explicar la fila",
        };
        assert!(joined(&shown).contains(explain), "{lang:?}:\n{shown}");
        assert!(shown.contains("x e ← →"), "{lang:?}:\n{shown}");
    }
}

/// Reader 30 (es 1.10): «· leída hasta el final» after lesson 2's title
/// pushed the title's last word onto a row of its own. The progress opens
/// the summary, and every title keeps to one row at the size seen.
#[test]
fn the_lesson_list_keeps_each_title_on_one_row() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        for index in 0..3 {
            super::whole_lesson_text(&mut app, index);
            key(&mut app, KeyCode::Esc);
            key(&mut app, KeyCode::Esc);
        }
        keys(&mut app, "1");
        let shown = screen(&mut app, width, height);
        let finished = match lang {
            Lang::Es => "Leída hasta el final.",
            Lang::En => "Read to the end.",
        };
        assert_eq!(shown.matches(finished).count(), 3, "{lang:?}:\n{shown}");
        let (catalog, _) = bloomlab::content::Catalog::builtin();
        for (index, loaded) in catalog.lessons_in(lang).iter().enumerate() {
            let title = match lang {
                Lang::Es => format!("Lección {}: {}", index + 1, loaded.lesson.title),
                Lang::En => format!("Lesson {}: {}", index + 1, loaded.lesson.title),
            };
            assert!(
                shown
                    .lines()
                    .any(|line| line.trim_matches(['"', ' ', '▶']) == title),
                "{lang:?} {title}:\n{shown}"
            );
        }
    }
}

/// Reader 30 (es 2.1): End went to the step's end but Home left the step
/// for step 1. Home goes to the step's top first, as End to its end;
/// pressed there, it goes to step 1.
#[test]
fn home_goes_to_the_steps_top_before_step_one() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        super::open_lesson_at(&mut app, 2);
        // The first step past the first whose text is longer than the
        // screen.
        loop {
            key(&mut app, KeyCode::Right);
            if super::lesson(&app).blocked() {
                keys(&mut app, "1");
                if super::lesson(&app).blocked() {
                    key(&mut app, KeyCode::Enter);
                }
            }
            let before = screen(&mut app, width, height);
            key(&mut app, KeyCode::End);
            if screen(&mut app, width, height) != before {
                break;
            }
            assert!(!super::lesson(&app).at_end(), "{lang:?}: no long step");
        }
        let step = super::lesson(&app).step;
        assert!(step > 0);
        for _ in 0..20 {
            key(&mut app, KeyCode::PageUp);
        }
        let top = screen(&mut app, width, height);
        key(&mut app, KeyCode::End);
        assert_ne!(screen(&mut app, width, height), top, "{lang:?}");
        key(&mut app, KeyCode::Home);
        assert_eq!(super::lesson(&app).step, step, "{lang:?}");
        assert_eq!(screen(&mut app, width, height), top, "{lang:?}");
        key(&mut app, KeyCode::Home);
        assert_eq!(super::lesson(&app).step, 0, "{lang:?}");
    }
}

/// Reader 30 (es 3.1): after d, the status line said the next seed and
/// dropped «la tabla difiere» while the table still showed its ✗. The
/// time gives way; the verdict and both seeds stay.
#[test]
fn a_new_seed_keeps_the_tables_verdict_in_view() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::experiments::finished_table(&mut app, [0.0, 8.0, 0.0, 0.0]);
        keys(&mut app, "d");
        let shown = screen(&mut app, width, height);
        let status = joined(&shown);
        let (differs, next) = match lang {
            Lang::Es => ("la tabla difiere", "próxima semilla: 2"),
            Lang::En => ("the table differs", "next seed: 2"),
        };
        assert!(status.contains(differs), "{lang:?}:\n{shown}");
        assert!(status.contains(next), "{lang:?}:\n{shown}");
        assert!(shown.contains("✗"), "{lang:?}:\n{shown}");
    }
}
