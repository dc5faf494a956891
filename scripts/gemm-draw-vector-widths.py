# Draws the calls of scripts/h200-gemm-candidates29b.sh (seed 20261212): 17-32 columns or rows of C whose large operand
# is read along K (the vector class's upper widths), in three sets by K and by the matrix's floats. Prints each call as
# MxNxK:layout:transposes|orientation (narrow: N < M once the call is turned row-major). Usage: python3 THIS
import random, sys
rng = random.Random(20261212)
def row_view(m,n,k,layout,t):
    ta, tb = t[0]=='T', t[1]=='T'
    if layout=='col': return n,m,k,tb,ta
    return m,n,k,ta,tb
def along_k(m,n,k,ta,tb):
    return (not ta) if n<=m else tb
def draw(cond, count):
    out=[]
    while len(out)<count:
        w=rng.randint(17,32); L=rng.choice([256,384,512,768,1024,1536,2048,3000,4096,6000,8192]); L=rng.randint(L//2, L)
        k=rng.randint(64, 9000)
        layout=rng.choice(['row','col']); t=rng.choice(['NN','NT','TN','TT'])
        m,n = (w,L) if rng.random()<0.5 else (L,w)
        rm,rn,rk,ta,tb=row_view(m,n,k,layout,t)
        if not along_k(rm,rn,rk,ta,tb): continue
        if not cond(rm,rn,rk): continue
        out.append(f"{m}x{n}x{k}:{layout}:{t}|{'narrow' if rn<rm else 'skinny'}")
    return out
big=lambda m,n,k: max(m,n)*k
sets = {
 'A': draw(lambda m,n,k: k%16!=0 and big(m,n,k) < 1<<20, 8),
 'B': draw(lambda m,n,k: k%16!=0 and big(m,n,k) >= 1<<22 and not (n<m and k%4==0 and k>=256), 6),
 'C': draw(lambda m,n,k: k%16==0 and big(m,n,k) < 1<<22, 6),
}
# D (seed 20261214, scripts/h200-session29c.sh): the region the session-29 rule gives the tiles (K no multiple of 16,
# 2^20 floats or more, K below 6 times the long side), to check the rule on calls it was not drawn from
rng.seed(20261214)
sets['D'] = draw(lambda m,n,k: k%16!=0 and big(m,n,k) >= 1<<20 and k < 6*max(m,n), 10)
for s,l in sets.items(): print(s, l)
