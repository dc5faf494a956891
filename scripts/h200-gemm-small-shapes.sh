# Sourced by session 34's H200 scripts: the small class's calls they measured (GemmShapeClass small before session 34:
# both sides above 128, K from 256 to below 8 times the larger side, 2^28 < 2 M N K < 2^31, M N >= 3 * 2^18), and
# small_draw SEED COUNT, which draws such calls at random by scripts/gemm-random-shapes.py's rule.
# SMALL17: session 33's sweep's three small calls and 14 drawn with seed 20261340 (small_draw 20261340 14).
SMALL17=5222x164x786:col:NN,401x2737x259:row:TT,443x2064x689:row:NT,2718x350x767:row:NN,418x2869x431:row:NN
SMALL17=$SMALL17,223x3529x681:row:NN,202x5123x344:row:TN,3107x257x307:col:NT,2856x861x297:row:TN,7097x181x659:row:NN
SMALL17=$SMALL17,1578x716x381:row:TN,1304x1750x260:row:TT,1705x751x375:row:TN,496x2915x305:row:TT,245x4591x654:col:TN
SMALL17=$SMALL17,870x1434x724:col:TT,1057x1216x318:row:TN
# SMALL20: with three squares near the class's top, where the entry ran 1000^3 at 100.8% (session 27)
SMALL20=$SMALL17,1000x1000x1000,900x900x900:col:NT,1200x800x1000:row:TT

small_draw() {   # SEED COUNT [shallow]: the first COUNT small calls of the draw, comma-separated; with "shallow" only
                 # those of session 34's small-shallow class (M N up to 2^21, K below 800)
    python3 - "$(dirname "${BASH_SOURCE[0]}")/gemm-random-shapes.py" "$1" "$2" "${3:-}" <<'PY'
import importlib.util, sys
spec = importlib.util.spec_from_file_location("draw", sys.argv[1]); mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
def small(shape):
    m, n, k = (int(v) for v in shape.split(":")[0].split("x"))
    inside = min(m, n) > 128 and 256 <= k < 8 * max(m, n) and 2 ** 28 < 2 * m * n * k < 2 ** 31 and m * n >= 3 * 2 ** 18
    return inside and (sys.argv[4] != "shallow" or m * n <= 2 ** 21 and k < 800)
print(",".join([s for s in mod.draw(int(sys.argv[2]), 60000) if small(s)][:int(sys.argv[3])]))
PY
}
