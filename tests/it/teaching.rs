//! docs/teaching.md, run for a class of three: every command it shows
//! after `$` is taken from the file and run, so the page cannot drift.
//! Ana (Spanish) and Ben (English) take the quiz through the real quiz
//! screen (the app driven by keys, as the terminal would); Ben abandons
//! a second attempt half-way by closing the window; Carla hands in
//! nothing, so her folder is empty. Then the instructor's report reads
//! the Moodle zip and the unpacked folders.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::channel;

use bloomlab::content::{Catalog, QuestionType};
use bloomlab::course::Phase;
use bloomlab::lang::Lang;
use bloomlab::records::{AttemptKind, Store};
use bloomlab::tui::{App, AppOptions, Msg, Start, build_app_with, finish_saving};
use cli_support::bloomlab;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The commands docs/teaching.md shows: each `$ ` line of its console
/// blocks, split as a shell would (double quotes, a final `> FILE`).
fn documented_commands() -> Vec<Command> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/teaching.md"))
            .unwrap();
    let mut commands = Vec::new();
    let mut in_console = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with("```") {
            in_console = trimmed == "```console";
            continue;
        }
        if let Some(command) = trimmed.strip_prefix("$ ").filter(|_| in_console) {
            commands.push(split(command));
        }
    }
    commands
}

struct Command {
    line: String,
    args: Vec<String>,
    stdout_to: Option<String>,
}

fn split(line: &str) -> Command {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    words.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(word);
    }
    assert_eq!(
        words.first().map(String::as_str),
        Some("bloomlab"),
        "{line}"
    );
    let mut stdout_to = None;
    if let Some(at) = words.iter().position(|w| w == ">") {
        stdout_to = words.get(at + 1).cloned();
        words.truncate(at);
    }
    Command {
        line: line.to_owned(),
        args: words[1..].to_vec(),
        stdout_to,
    }
}

impl Command {
    fn value_of(&self, flag: &str) -> Option<&str> {
        let at = self.args.iter().position(|a| a == flag)?;
        self.args.get(at + 1).map(String::as_str)
    }

    /// The command's subcommand: the first word that is not a flag or a
    /// flag's value.
    fn subcommand(&self) -> Option<&str> {
        let with_value = [
            "--lang",
            "--student",
            "--content",
            "--data-dir",
            "--format",
            "--out",
        ];
        let mut words = self.args.iter();
        while let Some(word) = words.next() {
            if with_value.contains(&word.as_str()) {
                words.next();
            } else if !word.starts_with("--") {
                return Some(word);
            }
        }
        None
    }

    /// The same command with `--student`'s value replaced.
    fn for_student(&self, name: &str) -> Vec<String> {
        let mut args = self.args.clone();
        if let Some(at) = args.iter().position(|a| a == "--student") {
            args[at + 1] = name.to_owned();
        }
        args
    }

    /// Run in `dir`, with the shell's part done here: `entregas/*/`
    /// expanded, and a final `> FILE` written.
    fn run(&self, args: &[String], dir: &Path, data_dir: Option<&Path>) -> std::process::Output {
        let mut expanded = Vec::new();
        for arg in args {
            match arg.strip_suffix("*/") {
                Some(parent) => {
                    let mut folders: Vec<String> = std::fs::read_dir(dir.join(parent))
                        .unwrap()
                        .map(|e| format!("{parent}{}/", e.unwrap().file_name().to_string_lossy()))
                        .collect();
                    folders.sort();
                    expanded.extend(folders);
                }
                None => expanded.push(arg.clone()),
            }
        }
        let mut command = bloomlab();
        command
            .args(&expanded)
            .current_dir(dir)
            .env_remove("BLOOMLAB_STUDENT")
            .env("LANG", "en_US.UTF-8")
            .env("TZ", "Europe/Madrid");
        match data_dir {
            Some(data) => command.env("BLOOMLAB_DATA_DIR", data),
            None => command.env("BLOOMLAB_DATA_DIR", dir.join("no-data-here")),
        };
        let output = command.output().unwrap();
        if let Some(file) = &self.stdout_to {
            std::fs::write(dir.join(file), &output.stdout).unwrap();
        }
        output
    }
}

/// The quiz app of one student, as `bloomlab --lang L --student NAME
/// --content curso/ quiz class-check` opens it, saving in `data`.
fn student_app(
    lang: Lang,
    name: &str,
    content: &Path,
    data: &Path,
) -> (App, std::sync::mpsc::Receiver<Msg>) {
    let (catalog, errors) = Catalog::with_extra(Some(content));
    assert!(errors.is_empty(), "{errors:?}");
    let quiz = catalog.quiz("class-check", lang).unwrap().clone();
    let mut store = Store::open_in(data, lang);
    store.set_student(Some(name.to_owned()));
    let (sender, inbox) = channel();
    let mut app = build_app_with(
        lang,
        catalog,
        Vec::new(),
        store,
        Start::Quiz(Some(quiz)),
        sender,
        AppOptions {
            time_zone: Some(jiff::tz::TimeZone::UTC),
            quiz_seed: Some(11),
            ..AppOptions::default()
        },
    );
    app.update(Msg::Resize {
        width: 80,
        height: 24,
    });
    (app, inbox)
}

fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

/// Answer the question shown with its first option (ticked, for several
/// answers), the number 1, or the order shown; then go on.
fn answer_and_go_on(app: &mut App) {
    let kind = quiz(app).question().question_type();
    match kind {
        QuestionType::Multiple => {
            key(app, KeyCode::Char(' '));
            key(app, KeyCode::Enter);
        }
        QuestionType::Numeric | QuestionType::Calculated => {
            key(app, KeyCode::Char('1'));
            key(app, KeyCode::Enter);
        }
        QuestionType::Ordering => key(app, KeyCode::Enter),
        _ => key(app, KeyCode::Char('1')),
    }
    assert_eq!(quiz(app).phase, Phase::Answered);
    key(app, KeyCode::Enter);
}

/// The quiz attempt under way.
fn quiz(app: &App) -> &bloomlab::course::QuizSession {
    app.quiz_view().session.expect("a quiz is open")
}

fn phase(app: &App) -> Phase {
    quiz(app).phase
}

fn screen(app: &mut App) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    bloomlab::tui::draw(&mut terminal, app).unwrap();
    terminal.backend().to_string()
}

#[test]
fn a_class_of_three_from_hand_out_to_report_with_the_documented_commands() {
    let commands = documented_commands();
    assert!(commands.len() >= 6, "the page shows its commands");
    let root = tempfile::tempdir().unwrap();
    let root = root.path();
    // The course folder handed out.
    let curso = root.join("curso");
    std::fs::create_dir(&curso).unwrap();
    for file in ["class-check.es.yaml", "class-check.en.yaml"] {
        std::fs::copy(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/fixtures/class")
                .join(file),
            curso.join(file),
        )
        .unwrap();
    }
    // Before the class: every `check` passes.
    for command in commands.iter().filter(|c| c.subcommand() == Some("check")) {
        let output = command.run(&command.args, root, None);
        assert!(output.status.success(), "{}: {output:?}", command.line);
    }
    // Students' commands: they open the app (here without a terminal, so
    // it says it needs one: the flags were all accepted).
    let opening: Vec<&Command> = commands
        .iter()
        .filter(|c| matches!(c.subcommand(), None | Some("quiz")))
        .collect();
    assert!(opening.len() >= 2);
    for command in &opening {
        let output = command.run(&command.args, root, None);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{}: {stderr}", command.line);
        // In the language the command asks for.
        let needs_a_terminal = match command.value_of("--lang") {
            Some("es") => "necesitan un terminal",
            _ => "need a terminal",
        };
        assert!(
            stderr.contains(needs_a_terminal),
            "{}: {stderr}",
            command.line
        );
    }
    // Ana in Spanish and Ben in English, with the documented flags.
    let student_line = |lang: &str| {
        opening
            .iter()
            .find(|c| c.value_of("--lang") == Some(lang) && c.value_of("--student").is_some())
            .unwrap_or_else(|| panic!("the page shows a student's command in {lang}"))
    };
    let (ana_line, ben_line) = (student_line("es"), student_line("en"));
    let ana = ana_line.value_of("--student").unwrap().to_owned();
    let ben = ben_line.value_of("--student").unwrap().to_owned();
    let content = |c: &Command| root.join(c.value_of("--content").unwrap());
    let data = |who: &str| root.join("homes").join(who);

    // Ana takes the whole quiz in Spanish.
    let (mut app, inbox) = student_app(Lang::Es, &ana, &content(ana_line), &data("ana"));
    while phase(&app) != Phase::Summary {
        answer_and_go_on(&mut app);
    }
    finish_saving(&mut app, &inbox);

    // Ben takes it in English, starts again (a a: the summary asks first),
    // answers two questions and
    // closes the window: the two answers are kept as unfinished.
    let (mut app, inbox) = student_app(Lang::En, &ben, &content(ben_line), &data("ben"));
    while phase(&app) != Phase::Summary {
        answer_and_go_on(&mut app);
    }
    key(&mut app, KeyCode::Char('a'));
    key(&mut app, KeyCode::Char('a'));
    answer_and_go_on(&mut app);
    answer_and_go_on(&mut app);
    app.update(Msg::Hangup);
    finish_saving(&mut app, &inbox);
    let kept = Store::read(&data("ben")).unwrap();
    let kinds: Vec<AttemptKind> = kept.attempts.iter().map(|a| a.kind).collect();
    assert_eq!(kinds, [AttemptKind::Whole, AttemptKind::Unfinished]);
    assert_eq!(kept.attempts[1].questions.len(), 2);
    // Opening the quiz again offers to take it up.
    let (mut app, _inbox) = student_app(Lang::En, &ben, &content(ben_line), &data("ben"));
    let shown = screen(&mut app);
    assert!(
        shown.contains("You left this quiz unfinished") && shown.contains("2 of"),
        "{shown}"
    );

    // Handing in: the documented `submit`, for each student.
    let submit = commands
        .iter()
        .find(|c| c.subcommand() == Some("submit"))
        .expect("the page shows submit");
    let mut handed = Vec::new();
    for (who, name) in [("ana", &ana), ("ben", &ben)] {
        let home = root.join("desk").join(who);
        std::fs::create_dir_all(&home).unwrap();
        let output = submit.run(&submit.for_student(name), &home, Some(&data(who)));
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{stdout}{output:?}");
        let file: PathBuf = std::fs::read_dir(&home)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.extension().is_some_and(|e| e == "json"))
            .expect("a file was written");
        let file_name = file.file_name().unwrap().to_string_lossy().into_owned();
        assert!(file_name.starts_with("bloomlab-") && file_name.ends_with(".json"));
        assert!(stdout.contains(&file_name), "it says where: {stdout}");
        handed.push((name.clone(), file));
    }

    // Moodle's "download all submissions": one folder per student, Carla's
    // empty; and the same unpacked.
    let zip_path = root.join("entregas.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&zip_path).unwrap());
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (index, (name, file)) in handed.iter().enumerate() {
        let folder = format!("{name}_{}_assignsubmission_file_", 101 + index);
        zip.start_file(
            format!("{folder}/{}", file.file_name().unwrap().to_string_lossy()),
            options,
        )
        .unwrap();
        zip.write_all(&std::fs::read(file).unwrap()).unwrap();
        let unpacked = root.join("entregas").join(&folder);
        std::fs::create_dir_all(&unpacked).unwrap();
        std::fs::copy(file, unpacked.join(file.file_name().unwrap())).unwrap();
    }
    zip.add_directory("Carla Ruiz_103_assignsubmission_file_/", options)
        .unwrap();
    zip.finish().unwrap();
    std::fs::create_dir_all(root.join("entregas/Carla Ruiz_103_assignsubmission_file_")).unwrap();

    // The report, as the page runs it.
    let reports: Vec<&Command> = commands
        .iter()
        .filter(|c| c.subcommand() == Some("results") && !c.args.iter().any(|a| a == "--summary"))
        .collect();
    assert!(reports.len() >= 2);
    for command in reports {
        let output = command.run(&command.args, root, None);
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(0), "{}: {stderr}", command.line);
        // Carla's empty folder: one line, naming it.
        assert_eq!(stderr.lines().count(), 1, "{}: {stderr}", command.line);
        assert!(stderr.contains("Carla Ruiz_103"), "{stderr}");
        if let Some(file) = &command.stdout_to {
            let csv = std::fs::read_to_string(root.join(file)).unwrap();
            assert!(csv.starts_with("student,"), "{csv}");
            assert!(csv.contains(&ana) && csv.contains(&ben), "{csv}");
            continue;
        }
        assert!(
            stdout.starts_with("Resultados de 2 estudiantes\n"),
            "{stdout}"
        );
        assert!(
            stdout.contains("Repaso de clase (id:\u{a0}class-check)"),
            "{stdout}"
        );
        let rows = |who: &str| stdout.lines().filter(|l| l.starts_with(who)).count();
        assert_eq!((rows(&ana), rows(&ben)), (1, 2), "{stdout}");
        // The mark ends Ben's row, or the score's line under it (reader
        // 40, en 1.7).
        let lines: Vec<&str> = stdout.lines().collect();
        assert!(
            lines.iter().enumerate().any(|(at, l)| {
                l.starts_with(&ben)
                    && (l.ends_with("(sin terminar)")
                        || lines.get(at + 1).is_some_and(|next| {
                            next.starts_with(' ') && next.ends_with("(sin terminar)")
                        }))
            }),
            "{stdout}"
        );
        assert!(!stdout.contains("copiados"), "no copies here: {stdout}");
    }

    // The class summary, as the page runs it: the quiz's item analysis
    // over the two students who handed in.
    let summary = commands
        .iter()
        .find(|c| c.subcommand() == Some("results") && c.args.iter().any(|a| a == "--summary"))
        .expect("the page shows the summary");
    let output = summary.run(&summary.args, root, None);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}: {output:?}",
        summary.line
    );
    assert!(stdout.contains("Repaso de clase"), "{stdout}");
    assert!(stdout.contains("α"), "Cronbach's α is shown: {stdout}");

    // The Moodle export, as the page runs it: a question bank Moodle reads.
    let export = commands
        .iter()
        .find(|c| c.subcommand() == Some("export") && c.args.iter().any(|a| a == "--content"))
        .expect("the page shows the export of the class's quiz");
    let output = export.run(&export.args, root, None);
    assert_eq!(output.status.code(), Some(0), "{}: {output:?}", export.line);
    let out_file = export.value_of("--out").unwrap();
    let xml = std::fs::read_to_string(root.join(out_file)).unwrap();
    let document = roxmltree::Document::parse(&xml).unwrap();
    assert_eq!(document.root_element().tag_name().name(), "quiz");
    let questions = document
        .descendants()
        .filter(|n| n.has_tag_name("question") && n.attribute("type") != Some("category"))
        .count();
    assert!(questions >= 1, "{xml}");
}
