//! The exercise protocol's driver: a student's program is started with
//! its standard input and output as pipes, bloomlab writes commands on one
//! thread and reads answers on another, so neither side can block the
//! other however it buffers.
//!
//! Nothing the program does can hang bloomlab or exhaust its memory:
//!
//! - a silence longer than [`Limits::silence`] ends the session, and so
//!   does a session longer than [`Limits::total`];
//! - a line is read up to [`Limits::max_line_bytes`] and no further; the
//!   lines wait in a bounded channel, and every line is checked against the
//!   answer expected at that point, so an unexpected line (a flood, a
//!   stray print, garbage) ends the session at the first one;
//! - the last few kilobytes of its standard error are kept, to show why it
//!   crashed;
//! - the program runs in a process group of its own, and the whole group is
//!   killed and the program reaped on every path out (including `Drop`), so
//!   a shell script's children go too and no pipe stays open.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The bounds a session runs within.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The longest wait for the next line of an answer.
    pub silence: Duration,
    /// The longest a whole session may take.
    pub total: Duration,
    /// The longest line read (a `has` answer is one character).
    pub max_line_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            silence: Duration::from_secs(10),
            total: Duration::from_secs(600),
            max_line_bytes: 256,
        }
    }
}

/// Lines waiting between the reading thread and the driver: enough to
/// keep the program busy, few enough that a flood costs no memory.
const QUEUED_LINES: usize = 4096;
/// Standard error kept to explain a crash (its last bytes).
const STDERR_TAIL_BYTES: usize = 4096;
/// How long a program has to exit after `end` before it is killed.
const EXIT_GRACE: Duration = Duration::from_secs(2);

/// Why a session could not go on: each says what was expected and what
/// came instead, with outside text escaped when it is worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The program could not be started.
    Spawn { program: String, error: String },
    /// No line for [`Limits::silence`] while `expected` was awaited.
    Silent { seconds: u64, expected: Expected },
    /// The session took longer than [`Limits::total`].
    TooLong { seconds: u64 },
    /// Its standard output closed while `expected` was awaited (it
    /// crashed or exited): its exit status and last standard error.
    Ended {
        expected: Expected,
        status: Option<String>,
        stderr: String,
    },
    /// A line that is not the answer expected: the line as received.
    Malformed { expected: Expected, line: Vec<u8> },
    /// A line longer than the limit (its first bytes).
    LineTooLong { limit: usize, start: Vec<u8> },
    /// Its standard input closed while bloomlab was still writing.
    StoppedReading {
        status: Option<String>,
        stderr: String,
    },
}

/// The answer awaited when something went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// `ok`, after `new M K`.
    Ok,
    /// `1` or `0`, after `has`.
    Answer,
    /// A whole number, after `bits`.
    Bits,
    /// `done`, after `sync`.
    Done,
}

impl Expected {
    /// The answer as the protocol writes it.
    pub fn literal(self) -> &'static str {
        match self {
            Expected::Ok => "ok",
            Expected::Answer => "1 / 0",
            Expected::Bits => "BITS",
            Expected::Done => "done",
        }
    }
}

/// One line from the program's standard output, or why there is none.
enum Line {
    Text(Vec<u8>),
    TooLong(Vec<u8>),
    Closed,
}

/// A running program that speaks the protocol.
pub struct Session {
    child: Child,
    writer: Option<SyncSender<Vec<u8>>>,
    writer_failed: Arc<Mutex<bool>>,
    lines: Receiver<Line>,
    stderr: Arc<Mutex<Vec<u8>>>,
    limits: Limits,
    started: Instant,
    finished: bool,
}

impl Session {
    /// Start `program` with `args`, its standard streams piped.
    pub fn start(program: &str, args: &[String], limits: Limits) -> Result<Session, Failure> {
        let mut command = Command::new(program);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.process_group(0);
        }
        let mut child = command.spawn().map_err(|err| Failure::Spawn {
            program: program.to_owned(),
            error: err.to_string(),
        })?;
        let pieces = (child.stdin.take(), child.stdout.take(), child.stderr.take());
        let (Some(stdin), Some(stdout), Some(stderr_pipe)) = pieces else {
            kill_group(&mut child);
            return Err(Failure::Spawn {
                program: program.to_owned(),
                error: "its standard streams could not be opened".into(),
            });
        };
        let writer_failed = Arc::new(Mutex::new(false));
        let (writer, to_write) = sync_channel::<Vec<u8>>(64);
        let (line_sender, lines) = sync_channel::<Line>(QUEUED_LINES);
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let spawned = spawn_writer(stdin, to_write, Arc::clone(&writer_failed))
            .and_then(|()| spawn_reader(stdout, line_sender, limits.max_line_bytes))
            .and_then(|()| spawn_stderr(stderr_pipe, Arc::clone(&stderr)));
        if let Err(err) = spawned {
            kill_group(&mut child);
            return Err(Failure::Spawn {
                program: program.to_owned(),
                error: format!("a thread could not be started: {err}"),
            });
        }
        Ok(Session {
            child,
            writer: Some(writer),
            writer_failed,
            lines,
            stderr,
            limits,
            started: Instant::now(),
            finished: false,
        })
    }

    /// Queue text for the program's standard input (the writing thread
    /// sends it while answers are being read).
    pub fn send(&mut self, text: String) -> Result<(), Failure> {
        let stopped = self
            .writer_failed
            .lock()
            .map(|failed| *failed)
            .unwrap_or(true);
        let sent = match &self.writer {
            Some(writer) if !stopped => self.send_within(writer.clone(), text.into_bytes()),
            _ => false,
        };
        if sent {
            Ok(())
        } else {
            Err(self.stopped_reading())
        }
    }

    /// Hand `bytes` to the writing thread, waiting no longer than the
    /// silence limit for room in its queue (a program that neither reads
    /// nor writes fills the pipe).
    fn send_within(&self, writer: SyncSender<Vec<u8>>, mut bytes: Vec<u8>) -> bool {
        let deadline = Instant::now() + self.limits.silence;
        loop {
            match writer.try_send(bytes) {
                Ok(()) => return true,
                Err(std::sync::mpsc::TrySendError::Disconnected(_)) => return false,
                Err(std::sync::mpsc::TrySendError::Full(back)) => {
                    if Instant::now() >= deadline {
                        return false;
                    }
                    bytes = back;
                    thread::sleep(Duration::from_millis(2));
                }
            }
        }
    }

    /// The next line, which must be `expected`: its text without the line
    /// break (and a `\r` before it).
    pub fn read(&mut self, expected: Expected) -> Result<String, Failure> {
        let elapsed = self.started.elapsed();
        if elapsed > self.limits.total {
            return Err(Failure::TooLong {
                seconds: self.limits.total.as_secs(),
            });
        }
        let wait = self.limits.silence.min(self.limits.total - elapsed);
        match self.lines.recv_timeout(wait) {
            Ok(Line::Text(mut bytes)) => {
                if bytes.last() == Some(&b'\r') {
                    bytes.pop();
                }
                String::from_utf8(bytes).map_err(|err| Failure::Malformed {
                    expected,
                    line: err.into_bytes(),
                })
            }
            Ok(Line::TooLong(start)) => Err(Failure::LineTooLong {
                limit: self.limits.max_line_bytes,
                start,
            }),
            Ok(Line::Closed) | Err(RecvTimeoutError::Disconnected) => {
                let (status, stderr) = self.ended();
                Err(Failure::Ended {
                    expected,
                    status,
                    stderr,
                })
            }
            Err(RecvTimeoutError::Timeout) if wait < self.limits.silence => Err(Failure::TooLong {
                seconds: self.limits.total.as_secs(),
            }),
            Err(RecvTimeoutError::Timeout) => Err(Failure::Silent {
                seconds: self.limits.silence.as_secs(),
                expected,
            }),
        }
    }

    /// Read a line that must be exactly `word`.
    pub fn expect(&mut self, expected: Expected, word: &str) -> Result<(), Failure> {
        let line = self.read(expected)?;
        if line.trim() == word {
            Ok(())
        } else {
            Err(Failure::Malformed {
                expected,
                line: line.into_bytes(),
            })
        }
    }

    /// Send `end`, close the program's input and give it a moment to exit;
    /// then it is killed and reaped whatever it did.
    pub fn finish(mut self) {
        let _ = self.send("end\n".into());
        self.writer = None;
        let deadline = Instant::now() + EXIT_GRACE;
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                break;
            }
            thread::sleep(Duration::from_millis(5));
        }
        self.close();
    }

    /// Kill the program's process group and reap it.
    fn close(&mut self) {
        if !self.finished {
            self.finished = true;
            self.writer = None;
            kill_group(&mut self.child);
        }
    }

    /// The program's input closed under bloomlab: why, as far as known.
    fn stopped_reading(&mut self) -> Failure {
        let (status, stderr) = self.ended();
        Failure::StoppedReading { status, stderr }
    }

    /// The exit status (after a short wait for it) and the end of standard
    /// error, once the program's output has closed.
    fn ended(&mut self) -> (Option<String>, String) {
        let deadline = Instant::now() + Duration::from_millis(500);
        let mut status: Option<ExitStatus> = None;
        while Instant::now() < deadline {
            if let Ok(Some(done)) = self.child.try_wait() {
                status = Some(done);
                break;
            }
            thread::sleep(Duration::from_millis(5));
        }
        self.close();
        // The stderr thread ends when the pipe closes: give it a moment.
        let tail_deadline = Instant::now() + Duration::from_millis(200);
        let stderr = loop {
            let tail = self.stderr.lock().map(|t| t.clone()).unwrap_or_default();
            if !tail.is_empty() || Instant::now() >= tail_deadline {
                break tail;
            }
            thread::sleep(Duration::from_millis(5));
        };
        (
            status.map(describe_status),
            String::from_utf8_lossy(&stderr).trim_end().to_owned(),
        )
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.close();
    }
}

/// An exit status in words: `exit code 3`, `signal 11`.
fn describe_status(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit code {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("signal {signal}");
        }
    }
    status.to_string()
}

/// Kill the child's whole process group (Unix) or the child, then reap it.
fn kill_group(child: &mut Child) {
    #[cfg(unix)]
    if let Ok(pid) = i32::try_from(child.id()) {
        // SAFETY: kill(2) with a negative pid signals the process group the
        // child leads (it was started with process_group(0), so the group
        // is its own); it touches no memory of ours.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

fn spawn_writer(
    mut stdin: ChildStdin,
    chunks: Receiver<Vec<u8>>,
    failed: Arc<Mutex<bool>>,
) -> std::io::Result<()> {
    thread::Builder::new()
        .name("exercise-writer".into())
        .spawn(move || {
            for chunk in chunks {
                if stdin
                    .write_all(&chunk)
                    .and_then(|()| stdin.flush())
                    .is_err()
                {
                    if let Ok(mut failed) = failed.lock() {
                        *failed = true;
                    }
                    return;
                }
            }
        })
        .map(|_| ())
}

fn spawn_reader(
    stdout: std::process::ChildStdout,
    lines: SyncSender<Line>,
    max_line_bytes: usize,
) -> std::io::Result<()> {
    thread::Builder::new()
        .name("exercise-reader".into())
        .spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut line = Vec::new();
                let limit = max_line_bytes as u64 + 1;
                match (&mut reader).take(limit).read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => {
                        let _ = lines.send(Line::Closed);
                        return;
                    }
                    Ok(_) if line.last() == Some(&b'\n') => {
                        line.pop();
                        if lines.send(Line::Text(line)).is_err() {
                            return;
                        }
                    }
                    Ok(_) if line.len() > max_line_bytes => {
                        line.truncate(64);
                        let _ = lines.send(Line::TooLong(line));
                        return;
                    }
                    // The last line, without a line break.
                    Ok(_) => {
                        let _ = lines.send(Line::Text(line));
                        let _ = lines.send(Line::Closed);
                        return;
                    }
                }
            }
        })
        .map(|_| ())
}

fn spawn_stderr(
    mut pipe: std::process::ChildStderr,
    tail: Arc<Mutex<Vec<u8>>>,
) -> std::io::Result<()> {
    thread::Builder::new()
        .name("exercise-stderr".into())
        .spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(read) = pipe.read(&mut buffer) {
                if read == 0 {
                    return;
                }
                if let Ok(mut tail) = tail.lock() {
                    tail.extend_from_slice(&buffer[..read]);
                    if tail.len() > STDERR_TAIL_BYTES {
                        let cut = tail.len() - STDERR_TAIL_BYTES;
                        tail.drain(..cut);
                    }
                }
            }
        })
        .map(|_| ())
}
