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
