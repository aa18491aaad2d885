//! `bloomlab experiment` and the measured `bloomlab table`: the flags of
//! every command that measures, `bloomlab experiment`'s own arguments, and
//! running experiments with progress bars on stderr. Printing the outcomes
//! is in `report`.

use std::io::{IsTerminal, Write};

use bloomlab::error::{Example, Param, ParamError};
use bloomlab::experiment::{
    self, Event, ExperimentSpec, FilterMode, Hashing, IntervalMethod, Outcome, Progress, Run,
    RunOptions, Verdict, suites,
};
use bloomlab::figure;
use bloomlab::i18n::{Message, Num};
use bloomlab::lang::Lang;
use bloomlab::units::rate_with_digits;
use bloomlab::{msg, sizing, t, units};
use clap::ValueEnum;
use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::report::{Targets, print_outcomes_in};
use super::size::shown;
use super::wrap::fitted_after;
use super::{CliError, Format, MemoryCap};

/// Flags shared by every command that measures.
#[derive(clap::Args, Debug, Clone)]
pub(super) struct MeasureArgs {
    #[arg(long, default_value_t = 1, value_parser = parse_seed)]
    pub seed: u64,
    #[arg(long, value_parser = parse_precision)]
    pub precision: Option<f64>,
    #[arg(long, default_value_t = experiment::DEFAULT_CONFIDENCE, value_parser = parse_confidence)]
    pub confidence: f64,
    #[arg(long, default_value_t = experiment::DEFAULT_MAX_QUERIES, value_parser = parse_max_queries)]
    pub max_queries: u64,
    #[arg(long, value_enum, default_value_t = IntervalArg::ClopperPearson)]
    pub interval: IntervalArg,
    #[arg(long, value_parser = parse_threads)]
    pub threads: Option<usize>,
    #[command(flatten)]
    pub cap: MemoryCap,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[arg(long, default_value_t = 1, value_parser = super::repeat::parse_repeat, value_name = "N")]
    pub repeat: u32,
    #[arg(long, value_name = "FILE", value_parser = super::plot::parse_plot)]
    pub plot: Option<std::path::PathBuf>,
    #[arg(long)]
    pub wide: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum IntervalArg {
    ClopperPearson,
    Wilson,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum HashingArg {
    Double,
    Independent,
}

impl From<HashingArg> for Hashing {
    fn from(arg: HashingArg) -> Hashing {
        match arg {
            HashingArg::Double => Hashing::Double,
            HashingArg::Independent => Hashing::Independent,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum SuiteArg {
    KSweep,
    Small,
}

#[derive(clap::Args, Debug)]
#[command(allow_negative_numbers = true)]
pub(super) struct ExperimentArgs {
    #[arg(long, value_parser = super::parse_m)]
    m: Option<u64>,
    #[arg(long, value_parser = super::parse_k)]
    k: Option<u32>,
    #[arg(long, value_parser = super::parse_n)]
    n: Option<u64>,
    #[arg(long, value_parser = super::parse_p)]
    p: Option<f64>,
    #[arg(long, value_enum, default_value_t = HashingArg::Double)]
    hashing: HashingArg,
    #[arg(long, value_parser = parse_trials)]
    trials: Option<u64>,
    #[arg(long, value_enum, conflicts_with_all = ["m", "k", "p", "trials", "hashing"])]
    suite: Option<SuiteArg>,
    #[command(flatten)]
    measure: MeasureArgs,
}

pub(super) fn parse_seed(text: &str) -> Result<u64, Message> {
    text.trim()
        .parse()
        .map_err(|_| msg!("cli-seed-bad", max = Num::Whole(u64::MAX), got = text))
}

// The ranges are the library's (the TUI checks the same), and so are the
// messages; only a value that is not a number at all is said here.

fn parse_confidence(text: &str) -> Result<f64, Message> {
    let example = Example::Confidence.message();
    let range = experiment::CONFIDENCE_RANGE;
    let value = parse_real(text, experiment::check_confidence, range, example)?;
    experiment::check_confidence(value).map_err(|err| err.problem.message())
}

fn parse_precision(text: &str) -> Result<f64, Message> {
    let example = msg!("cli-example-precision");
    let range = experiment::PRECISION_RANGE;
    let value = parse_real(text, experiment::check_precision, range, example)?;
    experiment::check_precision(value).map_err(|err| err.problem.message())
}

/// A number, or a percentage (`5%`), that `check` takes (`range`);
/// `example` is one to suggest.
fn parse_real(
    text: &str,
    check: fn(f64) -> Result<f64, ParamError>,
    (min, max): (f64, f64),
    example: Message,
) -> Result<f64, Message> {
    let rule = msg!(
        "cli-rule-range",
        min = Num::Real(min),
        max = Num::Real(max),
        example = example.clone()
    );
    let in_range = |reading: &str| {
        units::parse_probability(reading)
            .ok()
            .filter(|value| check(*value).is_ok())
    };
    if let Some(refused) = super::comma_out_of_range(text, in_range, rule) {
        return Err(refused);
    }
    units::parse_probability(text).map_err(|_| {
        msg!(
            "cli-number-bad",
            example = example,
            got = units::quoted(text.trim())
        )
    })
}

fn parse_max_queries(text: &str) -> Result<u64, Message> {
    let value = units::parse_count(text)?;
    experiment::check_max_queries(value).map_err(|err| err.problem.message())
}

fn parse_trials(text: &str) -> Result<u64, Message> {
    match units::parse_count(text)? {
        0 => Err(msg!("cli-trials-zero")),
        value => Ok(value),
    }
}

/// The most worker threads accepted.
const MAX_THREADS: u64 = 256;

fn parse_threads(text: &str) -> Result<usize, Message> {
    let threads = match units::parse_count(text)? {
        0 => return Err(msg!("cli-threads-zero")),
        value => value,
    };
    if threads > MAX_THREADS {
        return Err(msg!(
            "cli-threads-too-many",
            max = Num::Whole(MAX_THREADS),
            got = Num::Written(threads.to_string())
        ));
    }
    Ok(threads as usize)
}

impl MeasureArgs {
    pub(super) fn base_spec(&self, default_precision: f64) -> ExperimentSpec {
        ExperimentSpec {
            seed: self.seed,
            precision: self.precision.unwrap_or(default_precision),
            confidence: self.confidence,
            max_queries: self.max_queries,
            interval: match self.interval {
                IntervalArg::ClopperPearson => IntervalMethod::ClopperPearson,
                IntervalArg::Wilson => IntervalMethod::Wilson,
            },
            ..ExperimentSpec::new(1, 1, 1)
        }
    }

    /// The language of the words a report's text is made of: `lang` for
    /// the text format; English for CSV and JSON, which are never
    /// translated (a title or a row's label stays as it was).
    pub(super) fn report_lang(&self, lang: Lang) -> Lang {
        match self.format {
            Format::Text => lang,
            Format::Csv | Format::Json => Lang::En,
        }
    }

    pub(super) fn options(&self) -> RunOptions {
        RunOptions {
            threads: self
                .threads
                .unwrap_or_else(|| RunOptions::default().threads),
            max_memory: self.cap.max_memory,
            ..RunOptions::default()
        }
    }
}

pub(super) fn run(args: &ExperimentArgs, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    let measure = &args.measure;
    let max_memory = measure.cap.max_memory;
    let words = measure.report_lang(lang);
    let (specs, title) = match args.suite {
        Some(SuiteArg::KSweep) => {
            let base = measure.base_spec(experiment::DEFAULT_PRECISION);
            let n = args.n.unwrap_or(suites::K_SWEEP_N);
            let bits_per_element = suites::K_SWEEP_BITS_PER_ELEMENT;
            let title = msg!(
                "rep-title-k-sweep",
                ratio = Num::Written(bits_per_element.to_string()),
                n = Num::Whole(n),
                count = n,
                m = Num::Whole(suites::k_sweep_m(n, bits_per_element)),
                first = *suites::K_SWEEP_KS.start(),
                last = *suites::K_SWEEP_KS.end()
            );
            (suites::k_sweep(n, bits_per_element, &base), title)
        }
        Some(SuiteArg::Small) => {
            if args.n.is_some() {
                return Err(ParamError::invalid(
                    Param::N,
                    msg!("experiment-small-suite-n", n = Param::N),
                )
                .into());
            }
            let base = measure.base_spec(suites::SMALL_SUITE_PRECISION);
            let title = msg!(
                "rep-title-small",
                m = suites::SMALL_M,
                k = suites::SMALL_K,
                first = *suites::SMALL_NS.start(),
                last = *suites::SMALL_NS.end()
            );
            (suites::small(&base), title)
        }
        None => {
            let spec = single_spec(args)?;
            let title = msg!(
                "rep-title-single",
                m = Num::Whole(spec.m),
                k = spec.k,
                n = Num::Whole(spec.n),
                hashing = spec.hashing.name()
            );
            (vec![spec], title)
        }
    };
    let title = title.in_lang(words);
    // A design sized for --p keeps its target in the output.
    let target = args.p.filter(|_| args.suite.is_none());
    if measure.repeat > 1 {
        let labels: Vec<String> = specs
            .iter()
            .map(|spec| super::repeat::label(spec, target, words))
            .collect();
        let targets = vec![target; specs.len()];
        return super::repeat::run_repeats(out, measure, lang, &title, &specs, (&labels, &targets));
    }
    let (outcomes, seconds) = run_with_progress(specs, &measure.options(), max_memory, lang)?;
    print_outcomes_in(
        lang,
        out,
        measure,
        &title,
        &outcomes,
        seconds,
        Targets::Design(target),
    )?;
    super::plot::save_in(lang, measure.plot.as_deref(), || {
        figure::build::experiments(lang, &outcomes)
    })
}

fn single_spec(args: &ExperimentArgs) -> Result<ExperimentSpec, CliError> {
    let n = args.n.ok_or_else(|| {
        ParamError::invalid(
            Param::N,
            msg!(
                "experiment-missing-n",
                n = Param::N,
                m = Param::M,
                k = Param::K,
                p = Param::P
            ),
        )
    })?;
    let (m, k) = match (args.m, args.p) {
        (Some(_), Some(_)) => {
            return Err(ParamError::invalid(
                Param::P,
                msg!("experiment-m-or-p", m = Param::M, p = Param::P),
            )
            .into());
        }
        (None, None) => {
            return Err(ParamError::invalid(
                Param::M,
                msg!("experiment-missing-m", m = Param::M, p = Param::P),
            )
            .into());
        }
        (m, p) => {
            // A target the query cap cannot measure is refused before
            // a filter for it is built.
            if let Some(p) = p {
                let measure = &args.measure;
                experiment::budget::check_measurable(
                    p,
                    measure.precision.unwrap_or(experiment::DEFAULT_PRECISION),
                    measure.confidence,
                    measure.max_queries,
                )?;
            }
            let sizing = sizing::solve(&sizing::SizingRequest {
                n: Some(n),
                p,
                m,
                k: args.k,
                max_memory: args.measure.cap.max_memory,
            })?;
            (sizing.m_bits, sizing.k)
        }
    };
    let base = args.measure.base_spec(experiment::DEFAULT_PRECISION);
    Ok(ExperimentSpec {
        m,
        k,
        n,
        hashing: args.hashing.into(),
        filters: match args.trials {
            Some(trials) => FilterMode::Fresh {
                max_filters: Some(trials),
            },
            None => FilterMode::Auto,
        },
        ..base
    })
}

/// Run experiments, drawing one progress bar per experiment on stderr when
/// it is a terminal. Returns the outcomes in order and the wall time.
pub(super) fn run_with_progress(
    specs: Vec<ExperimentSpec>,
    options: &RunOptions,
    max_memory: u64,
    lang: Lang,
) -> Result<(Vec<Outcome>, f64), CliError> {
    let labels: Vec<String> = specs.iter().map(|spec| short_label(spec, lang)).collect();
    let (sender, events) = std::sync::mpsc::channel();
    let run = Run::start(
        specs,
        RunOptions {
            max_memory,
            ..options.clone()
        },
        sender,
    )?;
    let layout = ProgressLayout::new(&labels, super::width::available());
    let bars = progress_bars(&labels, &layout);
    let mut outcomes: Vec<Option<Outcome>> = vec![None; labels.len()];
    let mut failures = Vec::new();
    let mut seconds = 0.0;
    for event in events.iter() {
        match event {
            Event::Progress(progress) => {
                show_progress(&bars[progress.row], &progress, &layout, lang);
            }
            Event::Finished { row, outcome } => {
                bars[row].finish_with_message(layout.message(&done_words(&outcome, lang)));
                outcomes[row] = Some(*outcome);
            }
            Event::Failed { row, message } => {
                let problem = message.message().in_lang(lang);
                bars[row].abandon_with_message(t!(
                    lang,
                    "rep-progress-failed",
                    problem = problem.as_str()
                ));
                failures.push(t!(
                    lang,
                    "rep-run-failed",
                    row = row + 1,
                    label = labels[row].as_str(),
                    problem = problem
                ));
            }
            Event::AllDone { seconds: total, .. } => seconds = total,
        }
    }
    run.wait();
    if let Some(first) = failures.first() {
        return Err(CliError::RunFailed(first.clone()));
    }
    Ok((outcomes.into_iter().flatten().collect(), seconds))
}

/// How the progress lines fit the width: at 80 columns they ran past it
/// and the terminal broke their words (reader 37, es 2). The labels are
/// right-aligned to the widest, the bar shortened to leave its message
/// room, and a message longer than the rest of the line wrapped at words,
/// its later lines under the bar.
struct ProgressLayout {
    label: usize,
    bar: usize,
    width: usize,
}

/// The widest and the narrowest bar.
const BAR_WIDTHS: (usize, usize) = (30, 10);
/// The room a bar leaves its message's first line, where the width has it.
const MESSAGE_ROOM: usize = 30;

impl ProgressLayout {
    fn new(labels: &[String], width: usize) -> Self {
        let label = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let (widest, narrowest) = BAR_WIDTHS;
        let bar = width
            .saturating_sub(label + " [] ".len() + MESSAGE_ROOM)
            .clamp(narrowest, widest);
        ProgressLayout { label, bar, width }
    }

    fn template(&self) -> String {
        format!("{{prefix:>{}}} [{{bar:{}}}] {{msg}}", self.label, self.bar)
    }

    /// `text` as the message after a bar: wrapped to the width.
    fn message(&self, text: &str) -> String {
        let taken = self.label + self.bar + " [] ".len();
        fitted_after(text, taken, self.width, self.label + " [".len())
    }
}

/// A finished row's line: its verdict alone, and the rate it measured in
/// percent, as the table writes rates (it read 0,009541 beside the
/// table's 0,954 %: reader 37, es 2).
fn done_words(outcome: &Outcome, lang: Lang) -> String {
    t!(
        lang,
        "rep-progress-done",
        verdict = verdict_word(outcome.verdict),
        rate = rate_with_digits(lang, outcome.fp_measured, 3),
        count = outcome.queries,
        queries = shown(lang, Num::Whole(outcome.queries))
    )
}

/// One progress bar per row on stderr, labelled; hidden when stderr is
/// not a terminal (a pipe or a file gets only the report).
fn progress_bars(labels: &[String], layout: &ProgressLayout) -> Vec<ProgressBar> {
    let bars = MultiProgress::with_draw_target(if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    });
    let style = ProgressStyle::with_template(&layout.template())
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
    labels
        .iter()
        .map(|label| {
            let bar = bars.add(ProgressBar::new(1000).with_style(style.clone()));
            bar.set_prefix(label.clone());
            bar
        })
        .collect()
}

/// A row's progress on its bar: the keys inserted so far, then the
/// queries asked and the rate they measure.
fn show_progress(bar: &ProgressBar, progress: &Progress, layout: &ProgressLayout, lang: Lang) {
    bar.set_position((progress.fraction() * 1000.0) as u64);
    let words = if progress.queries > 0 {
        t!(
            lang,
            "rep-progress-queries",
            count = progress.queries,
            queries = shown(lang, Num::Whole(progress.queries)),
            rate = rate_with_digits(lang, progress.estimate, 3)
        )
    } else {
        t!(
            lang,
            "rep-progress-inserting",
            inserted = shown(lang, Num::Whole(progress.inserted)),
            n = shown(lang, Num::Whole(progress.n))
        )
    };
    bar.set_message(layout.message(&words));
}

/// A row's progress label: its shape and its hashing, as the table's
/// column names it. The small suite measures each shape twice, with
/// independent probes and with double hashing: twelve lines under six
/// labels, two rates for «one» filter (reader 44, es 5.2).
fn short_label(spec: &ExperimentSpec, lang: Lang) -> String {
    format!(
        "m={} k={} n={} {}",
        shown(lang, Num::Whole(spec.m)),
        spec.k,
        shown(lang, Num::Whole(spec.n)),
        t!(lang, "report-hashing", hashing = spec.hashing.name())
    )
}

/// A verdict as the catalogue selects it (`rep-progress-done`).
fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::AgreesWithTheory => "agrees",
        Verdict::Differs => "differs",
        Verdict::Inconclusive => "inconclusive",
    }
}

#[cfg(test)]
mod tests;
