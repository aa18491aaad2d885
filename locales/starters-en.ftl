### The words of the starters that `bloomlab exercise new` writes: each
### file in exercises/starters/ names these messages as {{key}} markers,
### so a starter's code is written once and its comments in each language.
### A message over several lines is laid out line by line after the
### marker's comment sign or indentation. Lesson titles come from the
### course: $basics (bloom-basics), $formula (bloom-formula) and
### $alternatives (bloom-alternatives); $basics_listed and the others as the
### lesson list names them: "Lesson 1: …".

## Shared by several starters

starter-rs-build = Build and grade:
starter-protocol =
    The protocol (README.md, beside this file): one command per line on
    standard input, answers on standard output, flushed at `sync`.
starter-bits = The bits of memory the filter uses.
starter-todo-positions = write positions()
starter-todo-add = write add()
starter-todo-has = write has()
starter-todo-remove = write remove()
starter-rs-key-hex = a key in hex
starter-rs-protocol-line = a line of the protocol
starter-rs-new-first = new first
starter-rs-unknown-command = unknown command

## bloom

starter-bloom-title = A Bloom filter that bloomlab grades
starter-bloom-intro =
    The part below the line "The protocol" already speaks to bloomlab; write
    the three methods of `Filter`. The lesson "{ $basics }"
    explains every piece (`bloomlab lesson bloom-basics`).
starter-bloom-filter =
    m bits and k hash functions
    ("{ $basics_listed }", step 1).
starter-bloom-py-bits-array = One bit per position: m bits packed into bytes.
starter-bloom-rs-words = m bits packed into 64-bit words.
starter-bloom-py-positions =
    The k positions of `key` (bytes), each in 0..m-1.

    Hint: one hash gives two numbers h1 and h2 (for example the two
    halves of hashlib.blake2b(key, digest_size=16).digest()). Step 18
    of the lesson "{ $formula }"
    makes position i, for i from 0 to k-1,
    (h1 + i*h2 + (i**3 - i)//6) % m: enhanced double hashing, what
    bloomlab's own filter uses. The plain form, (h1 + i*h2) % m, is the
    same without the (i**3 - i)//6 term; a filter with either passes
    `bloomlab grade` at this exercise's sizes.
starter-bloom-rs-positions =
    The k positions of `key`, each in 0..m.

    Hint: one hash gives two numbers h1 and h2 (for example the two
    32-bit halves of one `DefaultHasher` fed the key once: with
    h = hasher.finish(), h1 = h & 0xffff_ffff and h2 = h >> 32). Step 18
    of the lesson "{ $formula }"
    makes position i, for i from 0 to k-1, (h1 + i·h2 + (i³ − i)/6) mod m:
    enhanced double hashing, what bloomlab's own filter uses. The plain
    form, (h1 + i * h2) % m, is the same without the (i³ − i)/6 term; a
    filter with either passes `bloomlab grade` at this exercise's sizes.
starter-bloom-todo-positions = write positions(): the k positions of the key
starter-bloom-add =
    Set the key's k bits to 1
    ("{ $basics_listed }", steps 2 and 3).
starter-bloom-has = True when all k bits are 1: "probably present" (steps 4 and 5).

## counting

starter-counting-title = A counting filter that bloomlab grades
starter-counting-intro =
    The part below the line "The protocol" already speaks to bloomlab; write
    the methods of `Filter`. The lesson "{ $basics }" explains
    counters (`bloomlab lesson bloom-basics`, steps 7 to 9).
starter-counting-max =
    A 4-bit counter holds 0 to 15
    ("{ $basics_listed }", step 9).
starter-counting-py-filter = m 4-bit counters and k hash functions.
starter-counting-rs-filter = m 4-bit counters, two per byte, and k hash functions.
starter-counting-py-cells = Two 4-bit counters per byte: counter i is in byte i // 2.
starter-counting-py-counter = The value of counter i (0 to 15).
starter-counting-py-todo-counter = write counter(): read 4 bits of byte i // 2
starter-counting-rs-counter = The value of counter i (0 to 15): 4 bits of byte i / 2.
starter-counting-todo-counter = write counter()
starter-counting-set-counter = Store `value` (0 to 15) in counter i, leaving its neighbour alone.
starter-counting-todo-set-counter = write set_counter()
starter-counting-py-positions =
    The k positions of `key` (bytes), each in 0..m-1.

    As in the bloom exercise: step 18 of the lesson
    "{ $formula }"
    makes position i, for i from 0 to k-1,
    (h1 + i*h2 + (i**3 - i)//6) % m (enhanced double hashing). The plain
    form, (h1 + i*h2) % m, drops the (i**3 - i)//6 term; a filter with
    either passes `bloomlab grade` at this exercise's sizes.
starter-counting-rs-positions =
    The k positions of `key`, each in 0..m.

    As in the bloom exercise: one hash gives h1 and h2 (the two 32-bit
    halves of one `DefaultHasher`'s 64-bit result), and step 18 of the
    lesson "{ $formula }"
    makes position i, for i from 0 to k-1, (h1 + i·h2 + (i³ − i)/6) mod m
    (enhanced double hashing). The plain form, (h1 + i * h2) % m, drops
    the (i³ − i)/6 term; a filter with either passes `bloomlab grade` at
    this exercise's sizes.
starter-counting-add =
    Add 1 to each of the key's k counters (step 7).

    A counter at 15 stays at 15: it cannot count further (step 9).
starter-counting-remove =
    Subtract 1 from each of the key's k counters (step 8).

    A counter at 15 may hold more than 15 keys: it no longer knows its
    count, so leave it at 15, or other keys would become false negatives.
starter-counting-has = True when all k counters are above 0.
starter-counting-bits = The bits of memory the filter uses: 4 per counter.

## blocked

starter-blocked-title = A blocked Bloom filter that bloomlab grades
starter-blocked-intro =
    The part below the line "The protocol" already speaks to bloomlab; write
    the methods of `Filter`. The lesson "{ $alternatives }",
    step 3 (`bloomlab lesson bloom-alternatives`), explains blocks.
starter-blocked-cache-line = One cache line: 64 bytes, 512 bits.
starter-blocked-filter =
    m bits in blocks of 512, k probes per key, all in one block.

    bloomlab always gives an m that is a whole number of blocks.
starter-blocked-py-positions =
    The k positions of `key` (bytes), all in one block.

    Hint: one hash picks the block (a number in 0..blocks-1); two more
    numbers h2, h3 give the offsets inside it, (h2 + i * h3) % 512; the
    position is block * 512 + offset. hashlib.blake2b(key,
    digest_size=24) gives three 64-bit numbers. With 512, a power of
    two, make h3 odd, or the offsets repeat too soon.
starter-blocked-rs-positions =
    The k positions of `key`, all in one block.

    Hint: one hash gives every number: one `DefaultHasher` fed the key
    once, its h = hasher.finish() cut into two 32-bit halves. The low
    half picks the block, (h & 0xffff_ffff) % (m / 512); the high half,
    h2 = h >> 32, gives the offsets inside it, (h2 + i * step) % 512,
    with step = (h2 >> 9) | 1, odd (512 is a power of two: an even step
    repeats too soon). The position is block * 512 + offset.
starter-blocked-todo-positions = write positions(): one block, k offsets in it
starter-blocked-add = Set the key's k bits.
starter-blocked-has = True when all k bits are set.

## fix-the-filter

starter-fix-title = Fix the filter
starter-fix-intro =
    This Bloom filter runs, answers every command and looks reasonable, but
    it has three bugs. Grade it, read what the report says about each
    symptom and which lesson step explains it, then find the line
    responsible and fix it. Grade again until everything passes.
starter-fix-group = Keys are written to the bits in groups, to save work.
starter-fix-hash = A quick hash of the key.
