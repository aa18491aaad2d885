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
            Lang::Es => "Terminada.",
            Lang::En => "Finished.",
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
        to_a_long_step(&mut app, lang, (width, height));
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

/// Reader 30 (es 3.2): after a cancel, the status line said «1 a medias»
/// over ten rows that all read «⏹ cancelado»: the part-way row lay below
/// the screen. The line that says rows are hidden says what they hold.
#[test]
fn a_cancel_says_where_the_measured_rows_are() {
    use bloomlab::experiment::compare::CompareEvent;
    use bloomlab::tui::Msg;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        let targets = bloomlab::experiment::compare::DEFAULT_TARGETS.to_vec();
        let (generation, rows) = super::start_fake_alternatives(&mut app, 100_000, targets);
        let timing = bloomlab::experiment::compare::Timing::default();
        let mut results = Vec::new();
        for (row, (design, experiment)) in rows.iter().enumerate() {
            let profile = super::fake_profile(design, row, timing);
            app.update(Msg::Compare {
                generation,
                event: CompareEvent::Profiled {
                    row,
                    profile: profile.clone(),
                },
            });
            // The last row whole, the one before it part-way.
            if row + 2 >= rows.len() {
                let part_way = row + 2 == rows.len();
                results.push(super::fake_result(
                    design, experiment, profile, 1.0, part_way,
                ));
            }
        }
        app.update(Msg::Compare {
            generation,
            event: CompareEvent::AllDone {
                rows: results,
                seconds: 4.2,
                cancelled: true,
            },
        });
        let shown = screen(&mut app, width, height);
        let (part_way, hidden) = match lang {
            Lang::Es => ("⏹ a medias", "(↓): 1 medida, 1 a medias"),
            Lang::En => ("⏹ part-way", "(↓): 1 measured, 1 part-way"),
        };
        assert!(
            shown.contains(part_way) || shown.contains(hidden),
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 30 (es 1.6): once answered, «← tu respuesta» made the picked
/// option wrap sooner, and every line below it moved down a row. Each
/// option keeps its rows from before the answer to after it, in every
/// choice question of every quiz.
#[test]
fn an_answer_leaves_the_options_where_they_were() {
    use bloomlab::content::QuestionType;
    // The row of each «N) » at the start of an option, under its mark.
    let option_rows = |shown: &str| -> Vec<(usize, String)> {
        shown
            .lines()
            .enumerate()
            .filter_map(|(row, line)| {
                let text = line.trim_matches('"').trim_start();
                let text = text.trim_start_matches(['▶', '✓', '✗', '↕', ' ']);
                let text = text
                    .trim_start_matches("[x]")
                    .trim_start_matches("[ ]")
                    .trim_start();
                let (number, rest) = text.split_once(") ")?;
                (number.len() == 1 && number.chars().all(|c| c.is_ascii_digit())).then(|| {
                    (
                        row,
                        format!("{number}) {}", rest.split("  ").next().unwrap_or("")),
                    )
                })
            })
            .collect()
    };
    for (lang, (width, height)) in super::SEEN {
        let mut checked = 0;
        for quiz in 0..4 {
            let mut app = super::app(lang);
            super::open_quiz_at(&mut app, quiz);
            for _ in 0..super::quiz(&app).questions.len() {
                let kind = super::quiz(&app).question().question_type();
                let before = screen(&mut app, width, height);
                super::answer_first(&mut app);
                let after = screen(&mut app, width, height);
                if matches!(kind, QuestionType::Single | QuestionType::Multiple) {
                    // Relative to the first option: the view may scroll
                    // to bring the feedback in.
                    let relative = |rows: Vec<(usize, String)>| -> Vec<(usize, String)> {
                        let first = rows.first().map_or(0, |(row, _)| *row);
                        rows.into_iter()
                            .map(|(row, text)| (row - first, text))
                            .collect()
                    };
                    let (was, is) = (
                        relative(option_rows(&before)),
                        relative(option_rows(&after)),
                    );
                    assert!(!was.is_empty(), "{lang:?}:\n{before}");
                    // The feedback's «1) …» lines come after the options.
                    assert_eq!(
                        was,
                        is[..was.len().min(is.len())],
                        "{lang:?}:\n{before}\n{after}"
                    );
                    checked += 1;
                }
                key(&mut app, KeyCode::Enter);
            }
        }
        assert!(checked > 20, "{lang:?}: {checked}");
    }
}

/// From Home, lesson 3 at its first step past the first whose text is
/// longer than the screen, scrolled to its end; each prediction on the
/// way answered.
pub(super) fn to_a_long_step(
    app: &mut bloomlab::tui::App,
    lang: Lang,
    (width, height): (u16, u16),
) {
    super::open_lesson_at(app, 2);
    loop {
        key(app, KeyCode::Right);
        if super::lesson(app).blocked() {
            keys(app, "1");
            if super::lesson(app).blocked() {
                key(app, KeyCode::Enter);
            }
        }
        // Past the first step: Home there goes to the top of the step,
        // then to step 1 (lesson 3's first step grew long enough to
        // scroll once its answer is given).
        let before = screen(app, width, height);
        key(app, KeyCode::End);
        if screen(app, width, height) != before && super::lesson(app).step > 0 {
            return;
        }
        assert!(!super::lesson(app).at_end(), "{lang:?}: no long step");
    }
}

/// Reader 30 (en 6.2): a pinned k too large was blamed (over 60 % of the
/// bits set), one too small was not: with k = 1 only «the ideal k is
/// 34.31» read as if k ought to be 34. The mirror note says the array
/// stays nearly empty and needs more bits.
#[test]
fn sizing_blames_a_pinned_k_too_small() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        // From k = 7 down to 1, no press past it.
        keys(&mut app, "32k------");
        assert_eq!(app.sizing_view().sizing.unwrap().k, 1);
        let text = joined(&screen(&mut app, width, height));
        let blamed = match lang {
            Lang::Es => "k = 1 es menos de lo que pide m/n: solo se enciende el",
            Lang::En => "k = 1 is fewer than m/n calls for: only",
        };
        assert!(text.contains(blamed), "{lang:?}: {text}");
        // The design with k free is not blamed.
        keys(&mut app, "k");
        let text = joined(&screen(&mut app, width, height));
        assert!(!text.contains(&blamed[..12]), "{lang:?}: {text}");
    }
}

/// Reader 30 (es 5.2): the playground's chart key said «n ≈ 7,3» for
/// half the bits set at m = 32, k = 3, where the lessons' k = (m/n)·ln 2
/// gives 7,4. The key gives the shortcut beside the exact n where the
/// two differ as shown.
#[test]
fn the_half_full_key_gives_the_lessons_shortcut_too() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::playground_with_m(lang, "e", 32);
        while app.playground_view().filter.m > 32 {
            key(&mut app, KeyCode::Left);
        }
        while app.playground_view().filter.k < 3 {
            key(&mut app, KeyCode::Up);
        }
        while app.playground_view().filter.k > 3 {
            key(&mut app, KeyCode::Down);
        }
        keys(&mut app, "g");
        let text = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let (exact, shortcut) = match lang {
            Lang::Es => ("n ≈ 7,3", "(exacto; m·ln 2 / k da 7,4)"),
            Lang::En => ("n ≈ 7.3", "(exact; m·ln 2 / k gives 7.4)"),
        };
        assert!(
            text.contains(&format!("{exact} {shortcut}")),
            "{lang:?}: {text}"
        );
    }
}

/// The longest run of blank rows between the screen's first line and
/// its status line.
fn longest_blank_run(shown: &str) -> usize {
    let rows: Vec<&str> = shown.lines().collect();
    let body = &rows[1..rows.len().saturating_sub(2)];
    let mut longest = 0;
    let mut run = 0;
    for row in body {
        if row.trim_matches('"').trim().is_empty() {
            run += 1;
            longest = longest.max(run);
        } else {
            run = 0;
        }
    }
    longest
}

/// Reader 30 (en 1.1, en 1.2): after a repeat, e put the row's words in
/// the tally's place and left 17 rows empty under them; beside the
/// tally, «no room for the chart» stood above 9 to 11 empty rows. The
/// words go above the chart as after one run, a chart is drawn in six
/// rows of plot or more, and the «no room» line sits at the bottom. (A
/// few rows may stay empty above a chart: its top is set by the room,
/// not by the words, reader 29, en 1.3.)
#[test]
fn a_repeat_leaves_no_block_of_empty_rows() {
    // Where each was seen, and the Small filter in Spanish: a whole
    // repeat of 20 seeds takes seconds, so not every pair.
    let seen = [
        (Lang::En, (120, 40), "1"),
        (Lang::En, (120, 40), "2"),
        (Lang::Es, (80, 24), "3"),
    ];
    for (lang, (width, height), tab) in seen {
        {
            let (mut app, inbox) = super::app_capped(lang);
            keys(&mut app, &format!("4{tab}"));
            // The table at n = 10⁵: a repeat at 10⁶ took half a minute
            // alone and ran out its deadline under a loaded CI.
            if tab == "1" {
                keys(&mut app, "-");
            }
            keys(&mut app, "r");
            super::deliver_until_stopped(&mut app, &inbox, std::time::Duration::from_secs(120));
            assert_eq!(
                app.experiments_view().repeat.as_ref().map(|r| r.done),
                Some(20)
            );
            let tally = screen(&mut app, width, height);
            assert!(
                longest_blank_run(&tally) <= 6,
                "{lang:?} tab {tab}:\n{tally}"
            );
            keys(&mut app, "e");
            let explained = screen(&mut app, width, height);
            assert!(
                longest_blank_run(&explained) <= 6,
                "{lang:?} tab {tab} e:\n{explained}"
            );
        }
    }
}

/// Reader 30 (es 1.7): after one attempt with four questions missed, My
/// results listed one of them and «… y 3 más» above ten empty rows, kept
/// for a chart that one attempt does not draw. With no chart, the list
/// takes the rows: the four fit.
#[test]
fn my_results_lists_the_missed_questions_where_no_chart_is_drawn() {
    use bloomlab::content::Catalog;
    use bloomlab::records::{AnsweredQuestion, QuizAttempt, Store};
    for (lang, (width, height)) in super::SEEN {
        let (catalog, _) = Catalog::builtin();
        let loaded = catalog
            .quizzes_in(lang)
            .into_iter()
            .find(|loaded| loaded.quiz.id == "bloom-self-check")
            .expect("the self-check");
        // The four shortest prompts missed, the rest right.
        let mut by_length: Vec<_> = loaded.quiz.questions.iter().collect();
        by_length.sort_by_key(|q| q.prompt.len());
        let missed: Vec<&str> = by_length.iter().take(4).map(|q| q.id.as_str()).collect();
        let questions: Vec<AnsweredQuestion> = loaded
            .quiz
            .questions
            .iter()
            .map(|question| {
                let right = !missed.contains(&question.id.as_str());
                AnsweredQuestion {
                    id: question.id.clone(),
                    answer: "1".into(),
                    correct: right,
                    points: u32::from(right) * question.points,
                    max_points: question.points,
                    ..Default::default()
                }
            })
            .collect();
        let mut store = Store::in_memory();
        store.records.attempts.push(QuizAttempt {
            id: "one".into(),
            quiz_id: loaded.quiz.id.clone(),
            lang: lang.code().to_owned(),
            finished_at: 1_796_025_600,
            seconds_taken: 300.0,
            max_score: questions.iter().map(|q| q.max_points).sum(),
            score: questions.iter().map(|q| q.points).sum(),
            questions,
            ..Default::default()
        });
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        let shown = screen(&mut app, width, height);
        // The heading's example «(1× = …)» is no mark.
        let marks = shown.matches("1× ").count() - shown.matches("(1× =").count();
        assert_eq!(marks, 4, "{lang:?}:\n{shown}");
        // The note that one attempt draws no chart is still there.
        let note = bloomlab::t!(
            lang,
            "history-chart-one-whole",
            score = "81\u{a0}%",
            kind = "quiz"
        );
        assert!(
            joined(&shown).contains(&super::first_words(&note, 3)),
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 30 (es 5.3): at the largest n and the smallest p, Sizing wrote
/// m as «1,438·10¹²», the only design on the screen in a power of ten;
/// at every smaller m its digits are written out. They are here too, and
/// the row still fits beside the table.
#[test]
fn sizing_writes_the_largest_m_in_digits() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..60 {
            key(&mut app, KeyCode::Right);
            key(&mut app, KeyCode::Down);
        }
        let sizing = app.sizing_view().sizing.unwrap();
        assert_eq!(sizing.n, 50_000_000_000);
        assert!(sizing.m_bits > 1_000_000_000_000, "{}", sizing.m_bits);
        let digits = bloomlab::units::count(lang, sizing.m_bits);
        let shown = screen(&mut app, width, height);
        let row = shown
            .lines()
            .find(|line| line.contains("m (bits)"))
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(row.contains(&format!("{digits} (")), "{lang:?}: {row}");
        assert!(!shown.contains("·10¹²"), "{lang:?}:\n{shown}");
    }
}

/// Reader 30 (es 1.1): the playground's chart labelled its five decades
/// on five rows of plot, but after t (the measured block below it) the
/// same five rows showed only every other label. Each plot row keeps its
/// label wherever there is one row per decade, and every decade is
/// labelled from two rows a decade on.
#[test]
fn the_playground_chart_keeps_a_label_per_decade() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2afresa");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "g");
        let labelled = |shown: &str| -> (usize, usize) {
            let plot: Vec<&str> = shown
                .lines()
                .filter(|line| line.contains('│') && !line.contains('└'))
                .collect();
            let labels = plot
                .iter()
                .filter(|line| {
                    line.split('│')
                        .next()
                        .is_some_and(|label| label.contains('%'))
                })
                .count();
            (plot.len(), labels)
        };
        for step in ["g", "t"] {
            if step == "t" {
                keys(&mut app, "t");
            }
            let shown = screen(&mut app, width, height);
            let (rows, labels) = labelled(&shown);
            // Every decade labelled on five rows and from nine; on seven,
            // every other decade, which fills them (reader 42, en 1.1).
            match rows {
                5 | 6 => assert_eq!(labels, 5, "{lang:?} after {step}:\n{shown}"),
                7 | 8 => assert_eq!(labels, 3, "{lang:?} after {step}:\n{shown}"),
                rows if rows >= 9 => assert_eq!(labels, 5, "{lang:?} after {step}:\n{shown}"),
                _ => {}
            }
        }
    }
}

/// Reader 31 (en 2.1, 2.2): «6.64 bits» dropped b, i and t unsaid and
/// named only the «s», with advice about fractions; «25/144» became 25144,
/// and a second Enter would answer it. Letters left out are named
/// together, as letters; a fraction is never answered as its digits.
#[test]
fn letters_and_fractions_typed_in_a_number_are_said() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::course_quiz_at_first_number(lang);
        let question = super::quiz(&app).question().id.clone();
        keys(&mut app, "6.64 bits");
        let shown = joined(&screen(&mut app, width, height));
        let (letters, fraction) = match lang {
            Lang::En => (
                "Letters are not part of a number, so “bits” was left out",
                "A fraction cannot be typed here",
            ),
            Lang::Es => (
                "Las letras no forman parte de un número, así que «bits» se ha quitado",
                "Aquí no se puede escribir una fracción",
            ),
        };
        assert!(shown.contains(letters), "{lang:?}: {shown}");
        for _ in 0..9 {
            key(&mut app, KeyCode::Backspace);
        }
        keys(&mut app, "25/144");
        for _ in 0..3 {
            key(&mut app, KeyCode::Enter);
            let shown = joined(&screen(&mut app, width, height));
            assert!(shown.contains(fraction), "{lang:?}: {shown}");
            assert_eq!(
                super::quiz(&app).question().id,
                question,
                "{lang:?}: answered"
            );
        }
        // Erased back past the «/», the number answers.
        for _ in 0..3 {
            key(&mut app, KeyCode::Backspace);
        }
        keys(&mut app, "0");
        key(&mut app, KeyCode::Enter);
        let shown = joined(&screen(&mut app, width, height));
        assert!(!shown.contains(fraction), "{lang:?}: {shown}");
    }
}

/// Reader 31 (es 4.1, 4.4, 6.3; en 4.1): wording that misled. «cada fila
/// se cuenta con palabras» on a screen that counts false positives;
/// «presente» where the filter answers «probablemente está»; «El filtro
/// llega igual a p» beside an exact p above it; «(6 added)» after 7 adds
/// and a removal.
#[test]
fn reader_thirty_ones_wording_is_gone() {
    let mut text = String::from(include_str!("../../locales/es.ftl"));
    text.push_str(include_str!("../../locales/en.ftl"));
    for gone in [
        "se cuenta con palabras",
        "told in words",
        "«presente»",
        "“present”",
        "El filtro llega igual a p",
        "The filter still reaches p",
        "} ({ $added } added)",
        "} ({ $added } añadidas)",
    ] {
        assert!(!text.contains(gone), "{gone}");
    }
}

/// Reader 31 (en 2.3): at a lesson's last step the status line offered
/// only ← and Esc, though the text said «then lesson 2». → opens the next
/// lesson, and says so; the last lesson has no such key.
#[test]
fn the_last_step_opens_the_next_lesson() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        super::whole_lesson_text(&mut app, 0);
        let shown = screen(&mut app, width, height);
        let offer = format!("→ n {}", bloomlab::t!(lang, "lesson-key-next-lesson"));
        assert!(
            super::status_of(&shown).contains(&offer),
            "{lang:?}:\n{shown}"
        );
        key(&mut app, KeyCode::Right);
        assert_eq!(
            super::lesson(&app).loaded.lesson.id,
            "bloom-formula",
            "{lang:?}"
        );
        assert_eq!(super::lesson(&app).step, 0, "{lang:?}");
        // The last lesson's end offers no next one.
        let mut app = super::app(lang);
        super::whole_lesson_text(&mut app, 2);
        let shown = screen(&mut app, width, height);
        assert!(
            !super::status_of(&shown).contains(&offer),
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 31 (es 2.3): on a finished quiz's summary, «▼ hay más abajo»
/// was shown and End did nothing, as it does in a lesson. End goes to the
/// summary's end, Home back to its top.
#[test]
fn end_and_home_move_a_quiz_summary() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::take_the_quiz(lang);
        let top = screen(&mut app, width, height);
        key(&mut app, KeyCode::End);
        let end = screen(&mut app, width, height);
        if top.contains('▼') {
            assert_ne!(top, end, "{lang:?}: End moved nothing\n{top}");
            assert!(!end.contains('▼'), "{lang:?}:\n{end}");
        }
        key(&mut app, KeyCode::Home);
        assert_eq!(screen(&mut app, width, height), top, "{lang:?}");
    }
}
