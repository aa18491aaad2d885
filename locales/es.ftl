# La interfaz de bloomlab en español. Un mensaje por clave; `$name` es un
# argumento que pasa el código. Mismas claves y mismos argumentos que en
# en.ftl (lo comprueba tests/catalogues.rs). Una sección por parte del código.

## Palabras comunes

rows = { $count ->
    [one] { $count } fila
   *[other] { $count } filas
}

## quiz

quiz-number-not-a-number = Escribe un número, como 9,6; 1e-4 o 50 %.
quiz-number-thousands-or-decimals = ¿Miles o decimales? Escribe los miles con espacios (292 343); si son decimales, agrega un cero al final (292,3430).
quiz-number-comma-groups = Usa coma para los decimales (2,5) o un punto; agrupa los miles con espacios (10 000).
quiz-number-one-separator = Usa un solo separador decimal (6,93 o 6.93) y agrupa los miles con espacios (10 000).
quiz-lesson-answer-first = Responde la pregunta primero.
quiz-lesson-last-step = Es el último paso. Esc para volver.
quiz-skipped-no-answer = Se salta { $ids }: sus números no dan una respuesta que se pueda corregir (quien escribió el cuestionario puede arreglar los rangos).
quiz-tick-one-first = Marca al menos una opción (Espacio) y luego Enter.
quiz-leave-warning = Pulsa Esc otra vez para salir: este intento no se guardará.
quiz-key-back = volver
quiz-key-start = empezar
quiz-key-retry-missed = repetir falladas
quiz-key-scroll = desplazar
quiz-key-all-again = todas otra vez
quiz-key-done = terminar
quiz-key-next = siguiente
quiz-key-hint = pista
quiz-key-submit = enviar
quiz-key-answer = responder
quiz-key-space-digits = Espacio 1-9
quiz-key-mark = marcar
quiz-key-true-false-keys = v/f 1/2
quiz-key-true-false = verdadero / falso
quiz-key-type = escribir
quiz-key-erase = borrar
quiz-key-select = elegir
quiz-key-space = Espacio
quiz-key-pick-up = tomar
quiz-key-put-down = soltar
quiz-key-move = mover
quiz-list-title = Autoevaluaciones
quiz-list-entry = { $title } ({ $count ->
    [one] { $count } pregunta
   *[other] { $count } preguntas
})
quiz-header-done = terminado · { $got }/{ $max } puntos
quiz-header-question = pregunta { $number } de { $count } · { $got }/{ $max } puntos
quiz-hint = Pista: { $hint }
quiz-your-answer-label = Tu respuesta:
quiz-number-how = Decimales con coma (2,5) o con punto; también valen 1e-4 y 50 %.
quiz-your-answer-note = ← tu respuesta
quiz-also-right-note = ← también correcta: sin marcar
quiz-order-moving = ← en movimiento: ↑↓ lo llevan, Espacio lo suelta
quiz-order-belongs = ← va en el lugar { $place }
quiz-verdict-correct = ✓ Correcto
quiz-verdict-partly = ◐ En parte bien
quiz-verdict-incorrect = ✗ Incorrecto
quiz-the-answer-is = la respuesta es { $answer }
quiz-order-in-place = { $placed } de { $count } elementos en su lugar: { $points } de { $max ->
    [one] { $max } punto
   *[other] { $max } puntos
}.
quiz-summary-score = Puntos: { $got } de { $max } ({ $percent } %)
quiz-summary-all-right = ✓ Todas las preguntas bien.
quiz-summary-missed = Preguntas falladas:
quiz-summary-your-answer = Tu respuesta: { $answer }
quiz-summary-right-answer = Respuesta correcta: { $answer }
quiz-summary-retry = r repite solo las preguntas falladas.
quiz-true = Verdadero
quiz-false = Falso
quiz-key-move-at-once = mover el elemento elegido de una vez (ordenar)
## lesson, playground, history, sizing, home

ui-key-back = volver
ui-and = y
lesson-list-title = Lecciones
lesson-step-of = paso { $step } de { $steps }
lesson-resume-finished = Hola de nuevo. La última vez llegaste al final de esta lección. Pulsa Enter para empezarla otra vez, o c para ver el último paso.
lesson-resume-step = Hola de nuevo. Llegaste hasta el paso { $step } de { $steps }. Pulsa Enter para seguir ahí, o r para empezar de nuevo.
lesson-predict = Predice antes de ver: { $question }
lesson-experiment-waits = Este paso mide un filtro cuando hayas hecho tu predicción.
lesson-experiment-run = Pulsa x para ejecutarlo.
lesson-experiment-failed = No se pudo medir: { $why }
lesson-measuring = Midiendo… { $done } % · { $queries } consultas · { $estimate } por ahora
lesson-measuring-start = Midiendo… empezando
lesson-rerun-first = Pulsa x para repetirlo con una semilla nueva (otras claves, otras funciones de hash).
lesson-rerun-seed = Medido con la semilla { $seed }: otras claves y funciones de hash que en la primera medición, y por eso otros números. Pulsa x para otra semilla.
lesson-formulas = Fórmula de Bloom: { $bloom } · exacta: { $exact } · llenado: { $fill }
lesson-p-value = Valor p: { $p } (con qué frecuencia el azar solo da un recuento al menos así de alejado de la fórmula exacta).
lesson-p-value-adjusted = Valor p ajustado: { $p } (las { $rows } filas juzgadas juntas).
lesson-verdict-agrees = ✓ Compatible con la fórmula exacta.
lesson-verdict-differs = ✗ Difiere de la fórmula exacta.
lesson-verdict-inconclusive = ? Muy pocos falsos positivos para juzgar.
lesson-chance-alone = Probado al { $level } %: un filtro correcto sale con ✗ alrededor de 1 vez de cada { $one_in }.
lesson-chance-together = Las { $rows } filas se juzgan juntas: una ejecución correcta sale con algún ✗ como mucho 1 vez de cada { $one_in }.
lesson-measured-all = Medido: { $rate } (intervalo del 95 %: de { $low } a { $high }), en { $queries } consultas
lesson-measured-interval = Medido: intervalo del 95 % de { $low } a { $high }, en { $queries } consultas
lesson-measured-rate = Medido: { $rate }, en { $queries } consultas
lesson-structure-agrees = ✓ compatible con su propia teoría (valor p ajustado { $p })
lesson-structure-differs = ✗ difiere de su propia teoría (valor p ajustado { $p })
lesson-structure-inconclusive = ? muy pocos falsos positivos para juzgar
lesson-end = Fin de la lección.
lesson-end-score = Fin de la lección. Predicciones acertadas: { $right } de { $answered }.
lesson-end-unanswered = { $count ->
    [one] Quedó una predicción sin hacer.
   *[other] Quedaron { $count } predicciones sin hacer.
}
lesson-end-quiz = Para comprobar lo que aprendiste: la autoevaluación «{ $quiz }» (Autoevaluación, tecla 5 en el inicio).
lesson-end-experiments = Para medir tus propios filtros: la pantalla Experimentos (tecla 4 en el inicio).
lesson-your-answer = Tu respuesta: { $typed }▏
lesson-numeric-was-right = ✓ Acertaste esta.
lesson-numeric-was-off = ✗ Tu respuesta no acertó.
lesson-numeric-right = ✓ { $given } es correcto: la respuesta es { $answer } ({ $margin }).
lesson-numeric-off = ✗ { $given } no es correcto: la respuesta es { $answer } ({ $margin }).
lesson-key-start-again = empezar otra vez
lesson-key-see-last = ver el último paso
lesson-key-continue = continuar
lesson-key-start-over = empezar de nuevo
lesson-key-type-answer = escribe tu respuesta
lesson-key-previous = anterior
lesson-key-answer = responder
lesson-key-next = siguiente
lesson-key-run-again = repetir (semilla nueva)
lesson-key-scroll = desplazar
ui-key-open = abrir
lesson-scene-hidden = (responde la pregunta para ver qué pasa)
lesson-probes-two-same = (dos de sus posiciones coinciden)
lesson-probes-all-same = (sus { $probes } posiciones coinciden)
lesson-probes-distinct = ({ $probes } posiciones, { $distinct } distintas)
lesson-op-add = + «{ $word }» → { $kind ->
    [counter] contadores
   *[bit] bits
} { $at }
lesson-op-clear = ✂ bits { $at } puestos en 0
lesson-op-absent = ? «{ $word }» → { $kind ->
    [counter] contadores
   *[bit] bits
} { $at }: { $count ->
    [one] el { $kind ->
        [counter] contador
       *[bit] bit
    } { $zeros } está en 0
   *[other] los { $kind ->
        [counter] contadores
       *[bit] bits
    } { $zeros } están en 0
} → ✗ seguro que no está
lesson-op-false-negative = — pero SÍ se agregó: un FALSO NEGATIVO
lesson-op-present = ? «{ $word }» → { $kind ->
    [counter] contadores
   *[bit] bits
} { $at }: { $kind ->
    [counter] todos mayores que 0
   *[bit] todos en 1
} → ✓ probablemente está
lesson-op-false-positive = { $base } — un FALSO POSITIVO: «{ $word }» nunca se agregó; { $who }
lesson-setter-stuck = el contador { $bit } está trabado en { $max }
lesson-setter-none = ninguna palabra del filtro explica { $kind ->
    [counter] el contador
   *[bit] el bit
} { $bit }
lesson-setter-words = { $kind ->
    [counter] el contador { $bit } subió por { $names }
   *[bit] el bit { $bit } quedó encendido por { $names }
}
lesson-remove-down = { $count ->
    [one] el contador { $at } baja en { $by }
   *[other] los contadores { $at } bajan en { $by }
}
lesson-remove-landed = { $times ->
    [2] dos veces en el contador { $at }
   *[other] { $times } veces en el contador { $at }
}
lesson-remove-lands = («{ $word }» cae { $landed })
lesson-remove-stuck = { $count ->
    [one] el contador { $at } sigue en { $max }: está trabado, porque al llegar a { $max } el filtro perdió la cuenta de sus palabras, y ya no puede bajar nunca
   *[other] los contadores { $at } siguen en { $max }: están trabados, porque al llegar a { $max } el filtro perdió la cuenta de sus palabras, y ya no pueden bajar nunca
}
lesson-remove-still-present = «{ $word }» seguirá dando «presente»
play-kind-counting = filtro con contadores (4 bits)
play-kind-bloom = filtro de bits
play-cells-set = { $kind ->
    [counter] contadores mayores que 0
   *[bit] bits encendidos
}
play-words-distinct = { $n ->
    [one] n = 1 palabra distinta
   *[other] n = { $n } palabras distintas
} ({ $added } agregadas)
play-words = { $n ->
    [one] 1 palabra
   *[other] n = { $shown } palabras
}
play-fill = llenado { $ones }/{ $m } = { $fill } de { $cells }, { $words }
play-fill-stuck = { $fill }; { $count ->
    [one] 1 contador trabado en { $max } (ya no baja nunca)
   *[other] { $count } contadores trabados en { $max } (ya no bajan nunca)
}
play-overload = ⚠ sobrecargado (más del { $line } de { $cells }): más palabras de las que convienen a este m y este k; uno bien dimensionado tiene la mitad de sus { $cells }. Su tasa es { $times } veces la de un filtro así.
play-rates = falsos positivos: Bloom { $bloom } · exacta { $exact } · este filtro (X/m)^k { $filter }
play-empty = todavía no hay palabras: a para agregar, f para frutas. Aquí las posiciones salen de hashes reales, así que «uva» no caerá donde la puso la lección: la lección eligió sus posiciones para el ejemplo.
play-input-add = Agregar palabra:
play-input-check = Consultar palabra:
play-input-remove = Quitar palabra:
play-words-label = palabras:
play-words-more = … y { $count } más
play-measured = Medido: { $hits } de { $asked } palabras nunca agregadas dieron positivo: { $rate } (intervalo del 95 %: de { $low } a { $high }).
play-measured-inside = La tasa de este filtro, (X/m)^k, cae dentro del intervalo, como debe pasar 19 veces de 20. La de Bloom y la exacta promedian todos los filtros con este m, k y n.
play-measured-outside = La tasa de este filtro, (X/m)^k, cae fuera del intervalo: el azar lo hace 1 vez de cada 20 (t vuelve a medir). La de Bloom y la exacta promedian todos los filtros con este m, k y n.
play-pasted = { $count ->
    [one] Pegado: 1 palabra agregada
   *[other] Pegado: { $shown } palabras agregadas
}
play-lines-left-out = { $count ->
    [one] 1 línea más se descartó: aquí va una sola palabra
   *[other] { $shown } líneas más se descartaron: aquí va una sola palabra
}
play-full = { $count ->
    [one] 1 palabra no se agregó
   *[other] { $shown } palabras no se agregaron
}: el laboratorio admite hasta { $max } palabras (e lo vacía)
play-cut = { $count ->
    [one] una palabra tiene como máximo { $max } caracteres: el resto se descartó
   *[other] { $count } palabras recortadas a { $max } caracteres, el máximo de una palabra
}
play-chart-too-small = (no cabe el gráfico: agranda la ventana, o pulsa g para ver los bits)
play-chart-half-full = a la mitad, n ≈ { $n }
play-chart-title = falsos positivos según n (m = { $m }, k = { $k })
play-chart-exact = predicción exacta
play-chart-measured = medida
play-random-added = { $count ->
    [one] Se agregó 1 palabra al azar
   *[other] Se agregaron { $shown } palabras al azar
}: n = { $total }{ $full ->
    [yes] , lo máximo que admite el laboratorio.
   *[no] .
}
play-remove-all-stuck = «{ $word }» no está entre las palabras agregadas, pero todos sus contadores están trabados en { $max }: nada bajó, y el filtro dirá «presente» para ella siempre.
play-remove-never-added = ⚠ «{ $word }» nunca se agregó: el filtro no podía saberlo (un falso positivo), así que quitarla restó cuentas de otras palabras; vuelve a consultarlas.
play-remove-absent = «{ $word }» no está en el filtro: su contador { $position } vale { $value }, y para quitarla todos sus contadores tendrían que ser mayores que 0. No se quitó nada.
play-fruits = manzana melón cereza uva kiwi
play-cannot-remove = Un filtro de bits no puede quitar: pulsa x para un filtro con contadores.
play-key-done = listo
ui-key-cancel = cancelar
play-key-add = agregar
play-key-check = consultar
play-key-remove = quitar
play-key-measure = medir
play-key-show = { $what ->
    [bits] bits
   *[chart] gráfico
}
play-key-filter = { $to ->
    [plain] filtro de bits
   *[counting] filtro con contadores
}
play-key-fruits = frutas
play-key-empty = vaciar
play-help-random = agregar 100 / 1000 palabras al azar
play-help-measure = medir: consultar 10 000 palabras nunca agregadas
play-help-chart = graficar la tasa según n, o ver los bits
play-help-m = m menor / mayor ({ $low } a { $high })
play-help-k = menos / más hashes ({ $low } a { $high })
play-help-scroll = desplazar los bits
play-help-paste-key = pegar
play-help-paste = agregar una palabra por línea ({ $most } como máximo)
history-title = Mis resultados
history-nothing-yet = Todavía no hay nada que repasar: primero haz la autoevaluación (5 en el inicio).
history-nothing-missed = Nada que repasar: tu última respuesta a cada pregunta fue correcta.
history-key-review = repasar mis preguntas falladas
history-key-quiz = autoevaluación
history-help-quiz = resultados de otra autoevaluación
history-saved-in = Guardado en { $dir }
history-not-saved = Sin guardar: los resultados se conservan solo en esta sesión.
history-none-yet = Todavía no hay intentos. Haz la autoevaluación (5 en el inicio): cada intento terminado aparece aquí.
history-attempts = { $count ->
    [one] 1 intento
   *[other] { $count } intentos
}{ $zone }
history-review-mark = repaso
history-still-missed = Aún por acertar
history-none-missed = ✓ ninguna pendiente
history-more-missed = … y { $count } más (r las repasa todas)
history-chart-series = puntos %
history-chart-title = puntos en tus intentos completos
sizing-key-row = fila
sizing-key-pin-m = fijar m
sizing-key-unpin-m = soltar m
sizing-key-pin-k = fijar k
sizing-key-unpin-k = soltar k
sizing-help-n = n según 10, 20, 50, 100…
sizing-help-p = p menos / más exigente
sizing-pinned = ▸ fijo (púlsalo otra vez para soltarlo)
sizing-row-m = m (bits)
sizing-row-k = k (hashes)
sizing-row-bits = bits/elemento
sizing-row-bloom = p de Bloom
sizing-row-exact = p exacta
sizing-row-fill = bits en 1
sizing-table-title = tabla para n = { $n }
sizing-column-bits = bits/el
sizing-column-memory = memoria
sizing-chart-title = tasa de falsos positivos (escala log) según los bits por elemento
sizing-off-scale-bits = █ tu elección está fuera de escala → en { $bits } bits por elemento
sizing-off-scale-p = █ tu elección está fuera de escala ↓ en p = { $rate }
sizing-key-optimal = k óptimo
sizing-key-bound = cota inferior
sizing-key-choice = tu elección
sizing-k-too-large = ⚠ k = { $k } es demasiado grande para m/n: más del { $line } de bits en 1, con los n previstos
sizing-overloaded = ⚠ sobrecargado: más elementos de los que admite este m (más del { $line } de bits en 1)
home-lesson = el ejemplo de 12 bits, paso a paso
home-playground = agrega y consulta tus palabras
home-sizing = memoria y hashes para n y p, con gráfico
home-experiments = falsos positivos medidos junto a la teoría
home-quiz = comprueba lo que aprendiste
home-history = tus intentos y las preguntas que más fallas
home-key-go = ir a
home-key-quit = salir
home-intro = Filtros de Bloom: nunca un «no» falso, a veces un «sí» falso.
home-content-errors = Algunos archivos de contenido no se pudieron cargar:
ui-more-both-arrows = ↑ hay más arriba · ↓ hay más abajo (↑↓ o RePág AvPág)
ui-more-both = ↑ hay más arriba · ↓ hay más abajo (RePág AvPág)
ui-more-below-arrows = ↓ hay más abajo (↓ o AvPág)
ui-more-below = ↓ hay más abajo (AvPág)
ui-more-above-arrows = ↑ hay más arriba (↑ o RePág); abajo no hay más
ui-more-above = ↑ hay más arriba (RePág); abajo no hay más
ui-keycap-space = Espacio
ui-keycap-pgup = RePág
ui-keycap-pgdn = AvPág
ui-keycap-home = Inicio
ui-keycap-end = Fin
ui-keycap-delete = Supr
ui-keycap-backspace = Retroceso
ui-keycap-del = Supr
## experiments and app

exp-repeat-running = en marcha, x para
exp-repeat-stopped = detenido
exp-repeat-done = terminado
exp-repeat-head = Repetir con { $seeds } semillas: { $done } de { $seeds } hechas ({ $state })
exp-repeat-rows-raw = Filas ✗ por separado: { $count } de { $rows } (el azar: alrededor del { $level } % de las filas)
exp-repeat-runs-raw = Ejecuciones con algún ✗, filas por separado: { $count } de { $done } (el azar: alrededor del { $chance } %)
exp-repeat-runs-family = Ejecuciones con algún ✗, filas juntas (Holm): { $count } de { $done } (el azar: como mucho el { $level } %)
exp-repeat-per-row = ✗ por fila (sola/juntas): { $rows }
exp-repeat-chance = { $side ->
    [within] Dentro de lo que da el azar: { $count } ✗ en { $trials } filas es un recuento que dan filtros correctos (uno así de lejos de { $expected }, o más, en el { $tail } de las repeticiones; prueba binomial contra el { $level }).
    [above] Más de lo que da el azar: filtros correctos dan { $count } ✗ en { $trials } filas (así de por encima de { $expected }) solo en el { $tail } de las repeticiones (prueba binomial contra el { $level }); alguna fila probablemente difiere de la teoría.
   *[below] Menos de lo que da el azar: filtros correctos dan tan pocos como { $count } ✗ en { $trials } filas (se esperan { $expected }) solo en el { $tail } de las repeticiones (prueba binomial contra el { $level }).
}
exp-repeat-histogram = Valores p, 0 ▕{ $bars }▏ 1: con filtros correctos se reparten por igual, así que las barras quedan parejas; un montón a la izquierda, cerca de 0, indica diferencias reales.
exp-alt-not-started = sin empezar
exp-alt-the-comparison-s-thread-stopped = ✗ el hilo de la comparación se detuvo de forma inesperada; pulsa s para reintentar
exp-alt-a-structure-failed = falló una estructura
exp-alt-esc-again-leave-and-stop = Esc otra vez: sales y la medición se detiene. Otra tecla: sigue midiendo.
exp-alt-structure = estructura
exp-alt-target = objetivo
exp-alt-bits = bits
exp-alt-bound = ×cota
exp-alt-measured = medida
exp-alt-own = propia
exp-alt-verdict = veredicto
exp-alt-deletes = quita
exp-alt-ns-look = ns consulta
exp-alt-refused = rechaz.
exp-alt-failed = ✗ falló
exp-alt-cancelled = ⏹ cancelado
exp-alt-yes = sí
exp-alt-bits-per-element-against-the = {" "}bits por elemento según la tasa de falsos positivos (escala log){" "}
exp-alt-lower-bound-log2-1-p = cota inferior log2(1/p){"   "}
exp-alt-s-bloom-b-blocked-c = S Bloom  B bloques  C contadores  K cuckoo  X xor  F binary fuse  ↑ más de 32
exp-alt-blocked = bloques
exp-alt-counting = contadores
exp-alt-hash-set = conj. hash
exp-alt-adds-and-checks-no-deletes = agrega y consulta, no quita
exp-alt-one-cache-line-per-key = una línea de caché por clave (más rápido), no quita
exp-alt-deletes-2 = quita claves
exp-alt-static-built-once-from-all = estático: se construye una vez con todas las claves, sin agregar ni quitar después
exp-alt-exact-no-false-positives-and = exacta (sin falsos positivos) y quita claves
exp-alt-4-bits-per-counter = 4 bits por contador
exp-alt-a-higher-rate-than-bloom = una tasa mayor que la de Bloom con los mismos bits
exp-alt-exact = exacta
exp-table-pgup = ▲ RePág
exp-table-press-s-to-build-the = Pulsa s para construir los cuatro filtros y medirlos. Predice antes: ¿coincidirán las tasas medidas con la tabla?
exp-table-press-s-m-n-10 = Pulsa s: m/n = 10 bits por clave, k de 1 a 20. Predice antes: ¿qué k da menos falsos positivos?
exp-table-press-s-the-lesson-s = Pulsa s: el filtro de 12 bits de la lección, k = 2, n = 1 a 6. Predice antes: ¿acierta la fórmula de Bloom con tan pocos bits?
exp-table-m-12-k-2-a = m = 12, k = 2, un filtro nuevo por consulta, hasta ±1 %
exp-table-the-experiment-thread-stopped-unexpectedly = ✗ el hilo del experimento se detuvo de forma inesperada; pulsa s para reintentar
exp-table-cancelled = cancelado
exp-table-running = midiendo…
exp-table-an-experiment-failed = falló un experimento
exp-table-progress = progreso
exp-table-queries = consultas
exp-table-k-fill = k   llenado
exp-table-row = fila
exp-table-indep = indep.
exp-table-double = doble
exp-key-the-experiment-was-cancelled-when = El experimento se canceló al salir; pulsa 4 y s para repetirlo.
exp-key-answer = responder
exp-key-skip-and-start = saltar y empezar
exp-key-back = volver
exp-key-suite = prueba
exp-key-cancel = cancelar
exp-key-restart = reiniciar
exp-key-start = empezar
exp-key-rate = tasa
exp-key-chart = gráfico
exp-key-explain = explicar
exp-key-predict = predecir
exp-key-20-seeds = ×20 semillas
exp-key-new-seed = semilla
exp-key-seed-1 = semilla 1
exp-key-cancel-the-table = cancelar la tabla
exp-key-start-here-stops-the-table = empezar aquí (detiene la tabla)
exp-key-cancel-the-k-sweep = cancelar el barrido
exp-key-start-here-stops-the-k = empezar aquí (detiene el barrido)
exp-key-cancel-the-small-filter = cancelar el filtro pequeño
exp-key-start-here-stops-the-small = empezar aquí (detiene el filtro pequeño)
exp-key-cancel-the-alternatives = cancelar las alternativas
exp-key-start-here-stops-the-alternatives = empezar aquí (detiene las alternativas)
exp-key-a-new-seed-back-to = una semilla nueva / volver a la semilla 1 (la de la línea de órdenes)
exp-key-n-10-10-table-when = n ×10 / ÷10 (tabla, detenida)
exp-key-20-seeds-count-1-2 = 20 semillas, contar ✗; 1: 2/1 = fila 1, 2 sola, 1 juntas
exp-key-the-row-in-words-pgup = la fila en palabras (RePág AvPág)
exp-key-queries-fp = consultas FP
exp-key-keys-never-added-false-positives = claves nunca agregadas / falsos positivos; K mil, M millones
exp-key-exact-bloom = exacta Bloom
exp-key-x-m-k-averaged-1 = (X/m)^k promediado / (1 − e^(−kn/m))^k
exp-key-indep-double = indep. doble
exp-key-k-independent-hashes-h1-i = k hashes independientes / h1 + i·h2
exp-key-consistent-differs-holm-too-few = compatible / difiere (Holm) / muy pocos FP
exp-key-bloom-s-formula-rejected = se rechaza la fórmula de Bloom
exp-key-fill = llenado ★
exp-key-k-sweep-bits-set-lowest = barrido: bits en 1; ★ menor medida
exp-key-next-suite-1-4-a = siguiente prueba; 1-4, una prueba por su número
exp-key-10-5-or-10-6 = 10^5 o 10^6 claves por estructura (detenida)
exp-key-target-rate-the-five-or = tasa objetivo: las cinco, o 10 % … 1/65536 (P atrás)
exp-key-the-chart-in-the-table = el gráfico en lugar de la tabla (pantallas bajas)
exp-key-costs-columns-deletes-ns-refused = columnas de costes: quita, ns, rechazos (estrecha)
exp-key-a-row-said-in-words = una fila: dicha en palabras, su letra resaltada
exp-key-cancel-new-seed-predict-bloom = cancelar / semilla nueva / predecir Bloom / cuckoo
exp-key-bits-per-element-from-the = bits por elemento, de los bytes reservados
exp-key-the-lower-bound-for-its = × la cota inferior para su tasa: bits ÷ log2(1/propia)
exp-key-the-rate-its-own-theory = la tasa que predice su propia teoría
exp-key-consistent-differs-holm-all-rows = compatible / difiere (Holm, todas las filas)
exp-key-chart-bloom-blocked-counting-cuckoo = gráfico: Bloom bloques contadores cuckoo xor fuse
exp-key-interval-half-width-measured-rate = media anchura del intervalo ÷ medida
exp-words-consistent = ✓ compatible
exp-words-differs = ✗ difiere
exp-words-too-few = ? muy pocos
exp-chart-exact-prediction = predicción exacta{"   "}
exp-chart-measured = medida{"   "}
exp-chart-95-interval = intervalo del 95 %
exp-chart-rate-log-against-k-exact = {" "}tasa (log) según k: ⠤ exacta · █ medida · • (m/n)·ln 2{" "}
exp-chart-rate-against-n-m-12 = {" "}tasa según n (m = 12, k = 2): • Bloom · ⠤ exacta · █ medida{" "}
exp-sizing-table = Tabla
exp-k-sweep = Barrido de k
exp-small-filter = Filtro pequeño
exp-alternatives = Alternativas
app-those-questions-are-no-longer = Esas preguntas ya no están en esta autoevaluación (se cambió o se quitó).
app-help = ayuda
app-lesson = Lección
app-playground = Laboratorio
app-sizing = Dimensionar
app-experiments = Experimentos
app-quiz = Autoevaluación
app-my-results = Mis resultados
app-scroll-a-long-step = desplazar una pantalla
app-back-to-the-first-step = volver al primer paso
app-answer-like-1-9 = responder, como 1-9
app-move-and-tick-several-answers = moverse y marcar (varias respuestas)
app-a-hint-when-there-is = una pista, si la hay
app-leave-a-quiz-without-saving = salir sin guardar el intento
app-go-back-on-home-q = volver atrás (en el inicio, q sale)
app-quit-at-once = salir enseguida
app-close-this-help = cerrar esta ayuda
app-saving-quitting = Guardando tus resultados antes de salir
app-saving = Guardando tus resultados
app-saving-waiting = { $doing }: esperando a otro bloomlab que está guardando en la misma carpeta (hasta { $wait } s)…
app-too-small = bloomlab necesita una terminal de al menos { $min_width }×{ $min_height }; esta mide { $width }×{ $height }. Agrándala o pulsa q para salir.
app-help-title = {" "}Teclas: { $screen }{" "}
exp-alt-guess = Tu predicción: { $said } ocupa menos bits por clave al { $at }. s lo mide (b o k la cambian).
exp-alt-guess-graded = { $right ->
    [yes] Dijiste { $said }: acertaste. Al { $at } cuckoo ocupa { $cuckoo } bits por clave; Bloom, { $bloom }.
   *[no] Dijiste { $said }: esta vez no. Al { $at } cuckoo ocupa { $cuckoo } bits por clave; Bloom, { $bloom }.
}
exp-alt-hint = s construye cada estructura con n = { $n } claves y la mide (n: 10^5 o 10^6; p: la tasa objetivo).
exp-alt-predict-first = Predice antes: al { $at }, ¿cuál ocupa menos bits por clave? b Bloom · k cuckoo
exp-alt-selected-at = { $name }: { $gives }, { $bits } bits por elemento al { $at }
exp-alt-selected = { $name }: { $gives }, { $bits } bits por elemento
exp-alt-times-bloom = {", "}{ $ratio }× los bits de Bloom
exp-alt-measured-rate = {" "}(medida { $rate })
exp-alt-cuckoo-cost = insertar puede fallar cuando está casi lleno ({ $refused } claves rechazadas aquí)
exp-plus-minus = { $rate } ±{ $half } %
exp-alt-targets = n = { $n } claves por estructura · { $count ->
    [one] objetivo
   *[other] objetivos
} { $targets }
exp-alt-rows = n = { $n } claves por estructura · { $rows } filas
exp-alt-cancelled-measured = cancelado · { $measured } de { $total } medidas
exp-done-in = terminado en { $seconds } s
exp-alt-running = midiendo… { $profiled } de { $total } construidas, { $measured } de { $total } medidas
exp-seed = {" "}· semilla { $seed }
exp-seed-next = {" "}(próxima: { $seed })
exp-alt-ns-insert = ns agregar
exp-table-more-below = ▼ { $below } más (AvPág)
exp-table-chart-does-not-fit = El gráfico no cabe: { $missing ->
    [one] le falta 1 línea más
   *[other] le faltan { $missing } líneas más
} de terminal.
exp-table-filters = n = { $n } · filtros { $sizes } { $unit } · { $threads } a la vez: { $peak }
exp-table-filters-short = n = { $n } · { $threads } filtros a la vez: { $peak }
exp-table-sweep = m = { $m } bits, n = { $n } claves (10 bits cada una), k = 1 a 20
exp-table-rows-below = {"  "}▼ { $below } más (↓)
exp-chance-together = Aun juzgando las filas juntas, una ejecución correcta muestra un ✗ así alrededor de 1 vez de cada { $n }: todavía puede ser el azar. Pulsa r para repetir la ejecución con { $repeat } semillas y contar cuántas veces pasa.
exp-chance-alone = Por separado, una fila correcta da p < { $p } alrededor de 1 vez de cada { $n }, así que entre { $rows } filas a menudo alguna lo da. Pulsa r para repetir la ejecución con { $repeat } semillas y contar cuántas veces pasa.
exp-differs-together-long = {" "}· ✗ juzgando juntas: una ejecución correcta lo da 1 vez de cada { $n } · r: repetir
exp-differs-together-short = {" "}· ✗ juntas: azar 1 de cada { $n } · r
exp-differs-alone-long = {" "}· p < { $p } en { $raw ->
    [one] { $raw } fila
   *[other] { $raw } filas
} por separado, como 1 fila correcta de cada { $n }; ninguna al juzgarlas juntas · r: repetir
exp-differs-alone = {" "}· p < { $p } en { $raw ->
    [one] { $raw } fila
   *[other] { $raw } filas
} por separado (azar: 1 de cada { $n }) · r
exp-differs-alone-short = {" "}· { $raw ->
    [one] { $raw } fila
   *[other] { $raw } filas
} ✗ por separado, azar 1 de { $n } · r
exp-chart-convergence = {" "}{ $row }: medida ÷ exacta según crecen las consultas (escala log){" "}
exp-predict-row-name = la fila del { $target }
exp-predict-rate-right = ¡Acertaste! Dijiste { $said } y la fórmula exacta dice { $exact }.
exp-predict-rate-close = { $side ->
    [high] Cerca: dijiste { $said }; la fórmula exacta dice { $exact }, así que tu estimación es un { $off } % más alta.
   *[low] Cerca: dijiste { $said }; la fórmula exacta dice { $exact }, así que tu estimación es un { $off } % más baja.
}
exp-predict-rate-far = { $side ->
    [high] Lejos: dijiste { $said }; la fórmula exacta dice { $exact }, así que tu estimación es { $times } veces mayor.
   *[low] Lejos: dijiste { $said }; la fórmula exacta dice { $exact }, así que tu estimación es { $times } veces menor.
}
exp-predict-k-right = ¡Acertaste! k = { $best } da menos falsos positivos que cualquier otro según la fórmula exacta: { $lowest }.
exp-predict-k-close = Cerca: k = { $guess } da { $rate }, casi tan pocos como el mejor, k = { $best }, con { $lowest }.
exp-predict-k-far = No: k = { $guess } da { $rate }, { $times } veces más que el mejor, k = { $best }, con { $lowest }.
exp-predict-bloom-verdict = { $verdict ->
    [yes] ¡Acertaste! Sí.
    [no] ¡Acertaste! No.
   *[wrong] No es así.
}
exp-predict-bloom-off = { $verdict } Con n = { $n }, la fórmula de Bloom dice { $bloom } y la tasa exacta es { $exact }: un { $gap } % { $side ->
    [low] por debajo
   *[high] por encima
}, más que el ±{ $precision } % con que mide esta prueba.
exp-predict-bloom-within = { $verdict } La fórmula de Bloom se aleja como mucho un { $gap } % de la tasa exacta (con n = { $n }), dentro del ±{ $precision } % con que mide esta prueba.
exp-predict-type-share = Escribe una parte mayor que 0 y hasta 100, en %.
exp-predict-type-k = Escribe un k de { $low } a { $high }.
exp-predict-graded = { $grade } Pulsa s para medirlo.
exp-predict-rate-intro = Predice antes: ¿qué parte de las claves nunca agregadas encontrará por error { $row } (↑↓ elige otra fila)? Pulsa Enter para responder, o s para construir los cuatro filtros y medirlos sin predecir.
exp-predict-k-intro = Predice antes: con { $bits } bits por clave, ¿qué k da menos falsos positivos? Pulsa Enter para responder con un k de { $low } a { $high }, o s para empezar sin predecir.
exp-predict-bloom-intro = Predice antes: con solo { $m } bits y k = { $k }, ¿acierta la fórmula de Bloom, dentro del ±{ $precision } % con que mide esta prueba? Pulsa Enter para responder sí o no, o s para empezar sin predecir.
exp-predict-rate-ask = ¿Qué parte de las claves nunca agregadas encontrará por error { $row }? Escríbela en % (p. ej. 2,5) y pulsa Enter; s la salta y empieza, Esc vuelve.
exp-predict-rate-typed = Tu estimación: { $typed }_ %
exp-predict-k-ask = ¿Qué k, de { $low } a { $high }, da menos falsos positivos con { $bits } bits por clave? Escríbelo y pulsa Enter; s lo salta y empieza, Esc vuelve.
exp-predict-k-typed = Tu k: { $typed }_
exp-predict-bloom-ask = ¿Acierta la fórmula de Bloom con este filtro pequeño? ↑↓ y Enter; s la salta y empieza, Esc vuelve.
exp-predict-bloom-choices = { $yes }Sí, acierta · { $no }No, se equivoca
