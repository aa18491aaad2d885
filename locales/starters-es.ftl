### Las palabras de los esqueletos que escribe `bloomlab exercise new`: cada
### archivo de exercises/starters/ nombra estos mensajes con marcas {{clave}},
### así que el código de un esqueleto se escribe una sola vez y sus
### comentarios, uno por idioma. Un mensaje de varias líneas se coloca línea
### a línea tras el signo de comentario o la sangría de la marca. Los títulos
### de las lecciones salen del curso: $basics (bloom-basics), $formula
### (bloom-formula) y $alternatives (bloom-alternatives); $basics_listed y
### los demás, como la lista de lecciones: «Lección 1: …».

## Compartidos por varios esqueletos

starter-rs-build = Compila y corrige:
starter-protocol =
    El protocolo (README.md, junto a este archivo): un comando por línea en
    la entrada estándar, las respuestas en la salida estándar, que se vacía
    en `sync`.
starter-bits = Los bits de memoria que usa el filtro.
starter-todo-positions = escribe positions()
starter-todo-add = escribe add()
starter-todo-has = escribe has()
starter-todo-remove = escribe remove()
starter-rs-key-hex = una clave en hex
starter-rs-protocol-line = una línea del protocolo
starter-rs-new-first = primero va new
starter-rs-unknown-command = comando desconocido

## bloom

starter-bloom-title = Un filtro de Bloom que bloomlab corrige
starter-bloom-intro =
    La parte que hay debajo de la línea «El protocolo» ya habla con
    bloomlab; escribe los tres métodos de `Filter`. La lección
    «{ $basics }» explica cada pieza
    (`bloomlab lesson bloom-basics`).
starter-bloom-filter =
    m bits y k funciones de hash
    («{ $basics_listed }», paso 1).
starter-bloom-py-bits-array = Un bit por posición: los m bits, empaquetados en bytes.
starter-bloom-rs-words = Los m bits, empaquetados en palabras de 64 bits.
starter-bloom-py-positions =
    Las k posiciones de `key` (bytes), cada una en 0..m-1.

    Pista: un solo hash da dos números, h1 y h2 (por ejemplo, las dos
    mitades de hashlib.blake2b(key, digest_size=16).digest()). El paso 18
    de la lección «{ $formula }»
    forma la posición i, con i de 0 a k-1, como
    (h1 + i*h2 + (i**3 - i)//6) % m: es el doble hash mejorado, el que usa
    el propio filtro de bloomlab. La forma simple, (h1 + i*h2) % m, es la
    misma sin el término (i**3 - i)//6; un filtro con cualquiera de las
    dos aprueba `bloomlab grade` con los tamaños de este ejercicio.
starter-bloom-rs-positions =
    Las k posiciones de `key`, cada una en 0..m.

    Pista: un solo hash da dos números, h1 y h2 (por ejemplo, las dos
    mitades de 32 bits de un `DefaultHasher` que recibe la clave una sola
    vez: con h = hasher.finish(), h1 = h & 0xffff_ffff y h2 = h >> 32).
    El paso 18 de la lección «{ $formula }»
    forma la posición i, con i de 0 a k-1, como
    (h1 + i·h2 + (i³ − i)/6) mod m: es el doble hash mejorado, el que usa
    el propio filtro de bloomlab. La forma simple, (h1 + i * h2) % m, es
    la misma sin el término (i³ − i)/6; un filtro con cualquiera de las
    dos aprueba `bloomlab grade` con los tamaños de este ejercicio.
starter-bloom-todo-positions = escribe positions(): las k posiciones de la clave
starter-bloom-add =
    Enciende los k bits de la clave
    («{ $basics_listed }», pasos 2 y 3).
starter-bloom-has = Verdadero cuando los k bits están en 1: «probablemente está» (pasos 4 y 5).

## counting

starter-counting-title = Un filtro con contadores que bloomlab corrige
starter-counting-intro =
    La parte que hay debajo de la línea «El protocolo» ya habla con
    bloomlab; escribe los métodos de `Filter`. La lección
    «{ $basics }» explica los contadores
    (`bloomlab lesson bloom-basics`, pasos 7 a 9).
starter-counting-max =
    Un contador de 4 bits guarda de 0 a 15
    («{ $basics_listed }», paso 9).
starter-counting-py-filter = m contadores de 4 bits y k funciones de hash.
starter-counting-rs-filter = m contadores de 4 bits, dos por byte, y k funciones de hash.
starter-counting-py-cells = Dos contadores de 4 bits por byte: el contador i está en el byte i // 2.
starter-counting-py-counter = El valor del contador i (de 0 a 15).
starter-counting-py-todo-counter = escribe counter(): lee 4 bits del byte i // 2
starter-counting-rs-counter = El valor del contador i (de 0 a 15): 4 bits del byte i / 2.
starter-counting-todo-counter = escribe counter()
starter-counting-set-counter = Guarda `value` (de 0 a 15) en el contador i sin tocar a su vecino.
starter-counting-todo-set-counter = escribe set_counter()
starter-counting-py-positions =
    Las k posiciones de `key` (bytes), cada una en 0..m-1.

    Como en el ejercicio bloom: el paso 18 de la lección
    «{ $formula }»
    forma la posición i, con i de 0 a k-1, como
    (h1 + i*h2 + (i**3 - i)//6) % m (doble hash mejorado).
    La forma simple, (h1 + i*h2) % m, quita el término (i**3 - i)//6; un
    filtro con cualquiera de las dos aprueba `bloomlab grade` con los
    tamaños de este ejercicio.
starter-counting-rs-positions =
    Las k posiciones de `key`, cada una en 0..m.

    Como en el ejercicio bloom: un solo hash da h1 y h2 (las dos mitades
    de 32 bits del resultado de 64 bits de un `DefaultHasher`), y el
    paso 18 de la lección «{ $formula }»
    forma la posición i, con i de 0 a k-1, como
    (h1 + i·h2 + (i³ − i)/6) mod m (doble hash mejorado). La forma simple,
    (h1 + i * h2) % m, quita el término (i³ − i)/6; un filtro con
    cualquiera de las dos aprueba `bloomlab grade` con los tamaños de este
    ejercicio.
starter-counting-add =
    Suma 1 a cada uno de los k contadores de la clave (paso 7).

    Un contador en 15 se queda en 15: no puede contar más (paso 9).
starter-counting-remove =
    Resta 1 a cada uno de los k contadores de la clave (paso 8).

    Un contador en 15 puede estar contando más de 15 claves: ya no sabe su
    cuenta, así que déjalo en 15, o otras claves pasarían a ser falsos
    negativos.
starter-counting-has = Verdadero cuando los k contadores están por encima de 0.
starter-counting-bits = Los bits de memoria que usa el filtro: 4 por contador.

## blocked

starter-blocked-title = Un filtro de Bloom por bloques que bloomlab corrige
starter-blocked-intro =
    La parte que hay debajo de la línea «El protocolo» ya habla con
    bloomlab; escribe los métodos de `Filter`. Los bloques se explican en
    la lección «{ $alternatives }», paso 3
    (`bloomlab lesson bloom-alternatives`).
starter-blocked-cache-line = Una línea de caché: 64 bytes, 512 bits.
starter-blocked-filter =
    m bits en bloques de 512, k sondeos por clave, todos en un mismo bloque.

    bloomlab siempre da un m que es un número entero de bloques.
starter-blocked-py-positions =
    Las k posiciones de `key` (bytes), todas en un mismo bloque.

    Pista: un hash elige el bloque (un número en 0..blocks-1); otros dos
    números, h2 y h3, dan los desplazamientos dentro de él,
    (h2 + i * h3) % 512; la posición es block * 512 + desplazamiento.
    hashlib.blake2b(key, digest_size=24) da tres números de 64 bits. Como
    512 es potencia de dos, haz h3 impar, o los desplazamientos se
    repetirán demasiado pronto.
starter-blocked-rs-positions =
    Las k posiciones de `key`, todas en un mismo bloque.

    Pista: un solo hash da todos los números: un `DefaultHasher` que
    recibe la clave una sola vez, con su h = hasher.finish() partido en
    dos mitades de 32 bits. La mitad baja elige el bloque,
    (h & 0xffff_ffff) % (m / 512); la mitad alta, h2 = h >> 32, da los
    desplazamientos dentro de él, (h2 + i * step) % 512, con
    step = (h2 >> 9) | 1, impar (512 es potencia de dos: con un step par
    se repiten demasiado pronto). La posición es
    block * 512 + desplazamiento.
starter-blocked-todo-positions = escribe positions(): un bloque, k desplazamientos en él
starter-blocked-add = Enciende los k bits de la clave.
starter-blocked-has = Verdadero cuando los k bits están encendidos.

## fix-the-filter

starter-fix-title = Arregla el filtro
starter-fix-intro =
    Este filtro de Bloom se ejecuta, responde a todos los comandos y parece
    razonable, pero tiene tres errores. Pide a bloomlab su corrección, lee lo
    que dice el informe de cada síntoma y qué paso de la lección lo explica,
    y luego busca la línea responsable y arréglala. Vuelve a pedir la
    corrección hasta que supere todas las comprobaciones.
starter-fix-group = Las claves se escriben en los bits por grupos, para ahorrar trabajo.
starter-fix-hash = Un hash rápido de la clave.
